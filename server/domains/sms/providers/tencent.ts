import crypto from 'node:crypto';
import { baseOf, call, httpFailure, jsonOf, type Provider } from './types';

const PUBLIC = 'https://sms.tencentcloudapi.com';
const SERVICE = 'sms';
const VERSION = '2021-01-11';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const hmac = (key: crypto.BinaryLike, s: string) => crypto.createHmac('sha256', key).update(s).digest();

/**
 * Tencent Cloud 短信 (SendSms 2021-01-11), signed with TC3-HMAC-SHA256 as Tencent documents: the
 * canonical request (method, path, query, the content-type and host headers, the body's SHA-256)
 * hashed into the string to sign with the time and the credential scope `date/sms/tc3_request`, signed
 * by a key derived from `TC3` + SecretKey through the date, the service and `tc3_request`.
 * accessKey = SecretId, appId = SmsSdkAppId; the template's parameters are positional, taken in
 * the order of the params object.
 */
export const tencent: Provider = async (account, message) => {
  const url = baseOf(account, PUBLIC);
  url.pathname = '/';
  url.search = '';
  const phone = message.phone.startsWith('+') ? message.phone : `+86${message.phone}`;
  const payload = JSON.stringify({
    PhoneNumberSet: [phone],
    SmsSdkAppId: account.appId,
    SignName: account.signName,
    TemplateId: account.templateId,
    TemplateParamSet: Object.values(message.params),
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const contentType = 'application/json; charset=utf-8';
  const host = url.host;
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${contentType}`,
    `host:${host}`,
    '',
    'content-type;host',
    sha256(payload),
  ].join('\n');
  const scope = `${date}/${SERVICE}/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${account.secretKey}`, date), SERVICE), 'tc3_request');
  const signature = crypto.createHmac('sha256', signing).update(toSign).digest('hex');
  const res = await call(url, {
    method: 'POST',
    body: payload,
    headers: {
      Authorization: `TC3-HMAC-SHA256 Credential=${account.accessKey}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`,
      'Content-Type': contentType,
      Host: host,
      'X-TC-Action': 'SendSms',
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Version': VERSION,
      'X-TC-Region': account.regionId || 'ap-guangzhou',
    },
  });
  if ('sent' in res) return res;
  const failed = httpFailure(res.status, res.text);
  if (failed) return failed;
  const response = jsonOf(res.text)?.Response as Record<string, unknown> | undefined;
  const error = response?.Error as { Code?: string; Message?: string } | undefined;
  if (error) {
    const retryable = /^(InternalError|RequestLimitExceeded|LimitExceeded)/.test(String(error.Code ?? ''));
    return { sent: false, retryable, response: res.text, error: `${error.Code ?? ''}: ${error.Message ?? ''}` };
  }
  const status = (response?.SendStatusSet as Array<{ Code?: string; Message?: string }> | undefined)?.[0];
  if (status?.Code === 'Ok') return { sent: true, response: res.text };
  return {
    sent: false,
    retryable: false,
    response: res.text,
    error: `${status?.Code ?? '未知响应'}: ${status?.Message ?? ''}`,
  };
};
