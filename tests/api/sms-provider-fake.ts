import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the four SMS providers' HTTP APIs, for the SMS tests: it recomputes each
 * request's signature the way the provider documents it (written here independently of the
 * server's adapters) and answers as the provider would. `failures` makes the next calls for a phone
 * answer HTTP 500 (a provider outage) before it accepts one.
 */
export interface ReceivedSms {
  provider: 'aliyun' | 'tencent' | 'qiniu' | 'yunpian';
  phone: string;
  params: Record<string, string> | string[];
  signatureOk: boolean;
  /** The account it was sent for (AccessKeyId, SecretId, AccessKey, apikey). */
  account: string;
}

export interface FakeProviders {
  url: string;
  received: ReceivedSms[];
  /** Secret of each account key, as the test configured it. */
  secrets: Map<string, string>;
  /** phone → how many more calls answer 500 (-1: always). */
  failures: Map<string, number>;
  /** Milliseconds each answer waits (a slow provider), and the most requests seen in flight at once. */
  delayMs: number;
  readonly maxInFlight: number;
  close(): Promise<void>;
}

const aliyunEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
const hmac = (alg: string, key: crypto.BinaryLike, s: string) => crypto.createHmac(alg, key).update(s).digest();

export async function startFakeProviders(): Promise<FakeProviders> {
  const received: ReceivedSms[] = [];
  const secrets = new Map<string, string>();
  const failures = new Map<string, number>();

  const failing = (phone: string) => {
    const n = failures.get(phone) ?? 0;
    if (n === 0) return false;
    if (n > 0) failures.set(phone, n - 1);
    return true;
  };

  const aliyun = (url: URL, res: http.ServerResponse) => {
    const q = Object.fromEntries(url.searchParams);
    const { Signature, ...rest } = q;
    const canonical = Object.keys(rest)
      .sort()
      .map((k) => `${aliyunEncode(k)}=${aliyunEncode(rest[k])}`)
      .join('&');
    const expected = hmac(
      'sha1',
      `${secrets.get(q.AccessKeyId) ?? ''}&`,
      `GET&%2F&${aliyunEncode(canonical)}`,
    ).toString('base64');
    const ok =
      Signature === expected &&
      q.Action === 'SendSms' &&
      q.Version === '2017-05-25' &&
      q.SignatureMethod === 'HMAC-SHA1';
    received.push({
      provider: 'aliyun',
      phone: q.PhoneNumbers,
      params: JSON.parse(q.TemplateParam || '{}'),
      signatureOk: ok,
      account: q.AccessKeyId,
    });
    if (failing(q.PhoneNumbers)) return send(res, 500, { Code: 'InternalError', Message: 'busy' });
    if (!ok)
      return send(res, 400, {
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature is not matched with our calculation.',
      });
    send(res, 200, { Code: 'OK', Message: 'OK', BizId: crypto.randomUUID(), RequestId: crypto.randomUUID() });
  };

  const tencent = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => {
    const auth = String(req.headers.authorization ?? '');
    const m =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=content-type;host, Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    const payload = JSON.parse(body) as { PhoneNumberSet: string[]; TemplateParamSet: string[] };
    const phone = payload.PhoneNumberSet[0].replace(/^\+86/, '');
    let ok = false;
    if (m) {
      const [, secretId, date, signature] = m;
      const ts = String(req.headers['x-tc-timestamp']);
      const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
      const canonical = `POST\n/\n\ncontent-type:${String(req.headers['content-type'])}\nhost:${String(req.headers.host)}\n\ncontent-type;host\n${sha(body)}`;
      const toSign = `TC3-HMAC-SHA256\n${ts}\n${date}/sms/tc3_request\n${sha(canonical)}`;
      const key = hmac(
        'sha256',
        hmac('sha256', hmac('sha256', `TC3${secrets.get(secretId) ?? ''}`, date), 'sms'),
        'tc3_request',
      );
      ok =
        hmac('sha256', key, toSign).toString('hex') === signature &&
        req.headers['x-tc-action'] === 'SendSms' &&
        new Date(Number(ts) * 1000).toISOString().slice(0, 10) === date;
      received.push({
        provider: 'tencent',
        phone,
        params: payload.TemplateParamSet,
        signatureOk: ok,
        account: secretId,
      });
    }
    if (failing(phone)) return send(res, 500, { Response: { Error: { Code: 'InternalError', Message: 'busy' } } });
    if (!ok)
      return send(res, 200, {
        Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad signature' }, RequestId: 'r' },
      });
    send(res, 200, {
      Response: {
        SendStatusSet: [{ PhoneNumber: payload.PhoneNumberSet[0], Code: 'Ok', Message: 'send success', SerialNo: '1' }],
        RequestId: 'r',
      },
    });
  };

  const qiniu = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => {
    const m = /^Qiniu ([^:]+):(.+)$/.exec(String(req.headers.authorization ?? ''));
    const payload = JSON.parse(body) as { mobiles: string[]; parameters: Record<string, string>; template_id: string };
    const phone = payload.mobiles[0];
    let ok = false;
    if (m) {
      const toSign = `POST /v1/message\nHost: ${String(req.headers.host)}\nContent-Type: ${String(req.headers['content-type'])}\n\n${body}`;
      const expected = hmac('sha1', secrets.get(m[1]) ?? '', toSign)
        .toString('base64')
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      ok = expected === m[2];
      received.push({ provider: 'qiniu', phone, params: payload.parameters, signatureOk: ok, account: m[1] });
    }
    if (failing(phone)) return send(res, 500, { error: 'internal error' });
    if (!ok) return send(res, 401, { error: 'bad token' });
    send(res, 200, { job_id: crypto.randomUUID() });
  };

  const yunpian = (body: string, res: http.ServerResponse) => {
    const form = new URLSearchParams(body);
    const phone = form.get('mobile') ?? '';
    const apikey = form.get('apikey') ?? '';
    const params = Object.fromEntries(
      [...new URLSearchParams(form.get('tpl_value') ?? '')].map(([k, v]) => [k.replace(/^#|#$/g, ''), v]),
    );
    const ok = secrets.has(apikey);
    received.push({ provider: 'yunpian', phone, params, signatureOk: ok, account: apikey });
    if (failing(phone)) return send(res, 500, { code: -50, msg: 'busy' });
    if (!ok) return send(res, 400, { code: -1, msg: '非法的apikey' });
    send(res, 200, { code: 0, msg: '发送成功', count: 1, fee: 0.05, unit: 'RMB', mobile: phone, sid: 1 });
  };

  let inFlight = 0;
  let maxInFlight = 0;
  const state = { delayMs: 0 };
  const server = http.createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('finish', () => inFlight--);
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on(
      'end',
      () =>
        void new Promise((r) => setTimeout(r, state.delayMs)).then(() => {
          const url = new URL(req.url ?? '/', 'http://fake');
          try {
            if (req.method === 'GET' && url.searchParams.get('Action')) return aliyun(url, res);
            if (req.method === 'POST' && url.pathname === '/' && req.headers['x-tc-action'])
              return tencent(req, body, res);
            if (req.method === 'POST' && url.pathname === '/v1/message') return qiniu(req, body, res);
            if (req.method === 'POST' && url.pathname === '/v2/sms/tpl_single_send.json') return yunpian(body, res);
            send(res, 404, { error: 'not found' });
          } catch (e) {
            send(res, 400, { error: String(e) });
          }
        }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    secrets,
    failures,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
