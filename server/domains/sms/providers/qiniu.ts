import crypto from 'node:crypto';
import { baseOf, call, httpFailure, jsonOf, type Provider } from './types';

const PUBLIC = 'https://sms.qiniuapi.com';

const urlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_');

/**
 * 七牛云短信 (POST /v1/message), authorized with Qiniu's management token as documented: the string
 * `POST /v1/message\nHost: <host>\nContent-Type: application/json\n\n<body>` is HMAC-SHA1'd with the
 * SecretKey, URL-safe base64, sent as `Authorization: Qiniu <AccessKey>:<sign>`. The template (bound
 * to its signature at Qiniu) takes the params object as named parameters.
 */
export const qiniu: Provider = async (account, message) => {
  const url = baseOf(account, PUBLIC);
  url.pathname = '/v1/message';
  url.search = '';
  const body = JSON.stringify({
    template_id: account.templateId,
    mobiles: [message.phone],
    parameters: message.params,
  });
  const contentType = 'application/json';
  const toSign = `POST ${url.pathname}\nHost: ${url.host}\nContent-Type: ${contentType}\n\n${body}`;
  const sign = urlSafe(crypto.createHmac('sha1', account.secretKey).update(toSign).digest('base64'));
  const res = await call(url, {
    method: 'POST',
    body,
    headers: { Authorization: `Qiniu ${account.accessKey}:${sign}`, 'Content-Type': contentType },
  });
  if ('sent' in res) return res;
  const failed = httpFailure(res.status, res.text);
  const answer = jsonOf(res.text);
  if (failed) return { ...failed, error: `${failed.error}${answer?.error ? `: ${String(answer.error)}` : ''}` };
  if (typeof answer?.job_id === 'string' && answer.job_id) return { sent: true, response: res.text };
  return {
    sent: false,
    retryable: false,
    response: res.text,
    error: String(answer?.error ?? answer?.message ?? '未知响应'),
  };
};
