import crypto from 'node:crypto';
import { baseOf, call, httpFailure, jsonOf, type Provider } from './types';

const PUBLIC = 'https://dysmsapi.aliyuncs.com';

/** Aliyun's percent encoding (RFC 3986): encodeURIComponent plus ! ' ( ) *, space as %20. */
export const aliyunEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Aliyun 短信服务 (dysmsapi 2017-05-25, SendSms) over the RPC style: every parameter in the query,
 * signed as Aliyun documents: the parameters sorted by name and percent-encoded into the canonical
 * query, `GET&%2F&` + its encoding is HMAC-SHA1'd with `AccessKeySecret&`, base64.
 */
export const aliyun: Provider = async (account, message) => {
  const query: Record<string, string> = {
    AccessKeyId: account.accessKey,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: message.phone,
    RegionId: account.regionId || 'cn-hangzhou',
    SignName: account.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: crypto.randomUUID(),
    SignatureVersion: '1.0',
    TemplateCode: account.templateId,
    TemplateParam: JSON.stringify(message.params),
    Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const canonical = Object.keys(query)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(query[k])}`)
    .join('&');
  const toSign = `GET&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  const signature = crypto.createHmac('sha1', `${account.secretKey}&`).update(toSign).digest('base64');
  const url = baseOf(account, PUBLIC);
  url.pathname = '/';
  url.search = `?Signature=${aliyunEncode(signature)}&${canonical}`;
  const res = await call(url, { method: 'GET', headers: { Accept: 'application/json' } });
  if ('sent' in res) return res;
  const body = jsonOf(res.text);
  // Aliyun answers a rejected request (bad key, sign, template) with a 4xx and a Code too.
  if (body?.Code === 'OK') return { sent: true, response: res.text };
  const failed = httpFailure(res.status, res.text);
  if (failed && (res.status >= 500 || res.status === 429)) return failed;
  const code = String(body?.Code ?? '');
  // Throttling codes clear with time; the others need a changed config or template.
  const retryable = /Throttling|isv\.BUSINESS_LIMIT_CONTROL/i.test(code);
  return {
    sent: false,
    retryable,
    response: res.text,
    error: `${code || `HTTP ${res.status}`}: ${String(body?.Message ?? '')}`.trim(),
  };
};
