import { baseOf, call, httpFailure, jsonOf, type Provider } from './types';

const PUBLIC = 'https://sms.yunpian.com';

/**
 * 云片 (v2 sms/tpl_single_send.json): a form post carrying the apikey (accessKey) itself, as Yunpian
 * documents; no signature. `tpl_value` is the template's `#name#=value` pairs, each side URL-encoded,
 * joined by `&`. Yunpian answers code 0 for a sent message; a negative code is a rejection (-50 and
 * below are account or system states; 53 and 33 are frequency limits, which clear with time).
 */
export const yunpian: Provider = async (account, message) => {
  const url = baseOf(account, PUBLIC);
  url.pathname = '/v2/sms/tpl_single_send.json';
  url.search = '';
  const tplValue = Object.entries(message.params)
    .map(([k, v]) => `${encodeURIComponent(`#${k}#`)}=${encodeURIComponent(v)}`)
    .join('&');
  const form = new URLSearchParams({
    apikey: account.accessKey,
    mobile: message.phone,
    tpl_id: account.templateId,
    tpl_value: tplValue,
  });
  const res = await call(url, {
    method: 'POST',
    body: form.toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
      Accept: 'application/json;charset=utf-8',
    },
  });
  if ('sent' in res) return res;
  const answer = jsonOf(res.text);
  if (res.status < 300 && answer?.code === 0) return { sent: true, response: res.text };
  const failed = httpFailure(res.status, res.text);
  if (failed && failed.retryable) return failed;
  const code = Number(answer?.code);
  return {
    sent: false,
    retryable: code === 33 || code === 53,
    response: res.text,
    error: `${answer?.code ?? `HTTP ${res.status}`}: ${String(answer?.msg ?? answer?.detail ?? '')}`,
  };
};
