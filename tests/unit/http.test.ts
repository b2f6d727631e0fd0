import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { buildUrl, onError, onUnauthorized, request } from '../../dataProvider/http';
import { setStore } from '../../authProvider/session';
import { json, ok, stubFetch } from './support/fetch';

describe('http request (docs/spec.md §8, §9)', () => {
  const unauthorized = vi.fn();
  const notified = vi.fn();
  const unsubscribe: Array<() => void> = [];

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    unsubscribe.push(onUnauthorized(unauthorized), onError(notified));
  });

  afterEach(() => {
    unsubscribe.splice(0).forEach((fn) => fn());
    unauthorized.mockReset();
    notified.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends basic client credentials, no Blade-Auth without a token, and credentials', async () => {
    const { calls } = stubFetch(ok({ a: 1 }));
    await expect(request({ url: '/api/x' })).resolves.toEqual({ a: 1 });
    expect(calls[0].headers.Authorization).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(calls[0].headers['Blade-Auth']).toBeUndefined();
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].method).toBe('GET');
  });

  it('adds the bearer token once one is stored', async () => {
    setStore({ name: 'token', content: 'T0K' });
    const { calls } = stubFetch(ok(null));
    await request({ url: '/api/x' });
    expect(calls[0].headers['Blade-Auth']).toBe('bearer T0K');
  });

  it('builds the query without null, undefined or empty values, and joins arrays with commas', () => {
    expect(buildUrl('/api/x', { a: 1, b: null, c: undefined, d: '', e: 'v w', ids: ['1', '2'] })).toBe(
      '/api/x?a=1&e=v%20w&ids=1,2',
    );
    expect(buildUrl('/api/x?k=1', { a: 2 })).toBe('/api/x?k=1&a=2');
    expect(buildUrl('/api/x', { a: '' })).toBe('/api/x');
  });

  it('sends JSON bodies as JSON and forms as multipart', async () => {
    const { calls } = stubFetch(ok(true));
    await request({ url: '/api/x', method: 'POST', data: { a: 1 } });
    expect(calls[0].body).toEqual({ a: 1 });
    expect(calls[0].headers['Content-Type']).toContain('application/json');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await request({ url: '/api/x', method: 'POST', form });
    expect(calls[1].body).toBe(form);
    expect(calls[1].headers['Content-Type']).toBeUndefined();
  });

  it('resolves R data, and with raw the whole body', async () => {
    stubFetch(ok({ id: '1' }));
    await expect(request({ url: '/api/x' })).resolves.toEqual({ id: '1' });
    stubFetch(json({ access_token: 'a', token_type: 'bearer' }));
    await expect(request({ url: '/api/x', raw: true })).resolves.toEqual({ access_token: 'a', token_type: 'bearer' });
  });

  it('resolves an unwrapped answer itself, and null data of an R as null', async () => {
    stubFetch(json({ key: 'k', image: 'data:' }));
    await expect(request({ url: '/api/x' })).resolves.toEqual({ key: 'k', image: 'data:' });
    stubFetch(json({ code: 200, success: true, data: null, msg: '暂无承载数据' }));
    await expect(request({ url: '/api/x' })).resolves.toBeNull();
  });

  it('401 calls the unauthorized handler, does not toast, and rejects', async () => {
    stubFetch(json({ code: 401, success: false, msg: '请求未授权' }, 401));
    const error = await request({ url: '/api/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(notified).not.toHaveBeenCalled();
  });

  it('a body code 401 under HTTP 200 is a 401 too', async () => {
    stubFetch(json({ code: 401, msg: '令牌已失效' }, 200));
    await expect(request({ url: '/api/x' })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('a business failure (HTTP 200, code 400) toasts msg and rejects with an HttpError', async () => {
    const body = { code: 400, success: false, msg: '参数键名已存在' };
    stubFetch(json(body, 200));
    const error = (await request({ url: '/api/x' }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('参数键名已存在');
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(notified).toHaveBeenCalledWith('参数键名已存在', body);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('HTTP 400 with msg toasts msg', async () => {
    stubFetch(json({ code: 400, msg: '缺少必要的请求参数' }, 400));
    await expect(request({ url: '/api/x' })).rejects.toThrow('缺少必要的请求参数');
    expect(notified).toHaveBeenCalledWith('缺少必要的请求参数', { code: 400, msg: '缺少必要的请求参数' });
  });

  it('takes error_description when there is no msg, and the HTTP status when there is no code', async () => {
    stubFetch(json({ error_code: 400, error_description: '用户名或密码错误' }, 400));
    await expect(request({ url: '/api/x' })).rejects.toMatchObject({ message: '用户名或密码错误', status: 400 });
    expect(notified).toHaveBeenCalledWith('用户名或密码错误', {
      error_code: 400,
      error_description: '用户名或密码错误',
    });
  });

  it('falls back to 未知错误', async () => {
    stubFetch(new Response('<html>oops</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }));
    await expect(request({ url: '/api/x' })).rejects.toMatchObject({ message: '未知错误', status: 500 });
    expect(notified).toHaveBeenCalledWith('未知错误', '<html>oops</html>');
  });

  it('silent codes reject without toast and without the 401 logout', async () => {
    stubFetch(json({ code: 400, msg: '验证码不正确' }, 400), json({ error_description: '令牌已失效' }, 401));
    await expect(request({ url: '/api/x', silentCodes: [400] })).rejects.toThrow('验证码不正确');
    await expect(request({ url: '/api/x', silentCodes: [401] })).rejects.toMatchObject({ status: 401 });
    expect(notified).not.toHaveBeenCalled();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('statuses outside 200-500 are transport errors: rejected, not toasted', async () => {
    stubFetch(new Response('bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(request({ url: '/api/x' })).rejects.toMatchObject({ status: 502 });
    expect(notified).not.toHaveBeenCalled();
  });

  it('a network failure rejects', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(request({ url: '/api/x' })).rejects.toThrow('网络异常');
    expect(notified).not.toHaveBeenCalled();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  describe('writes carry an Idempotency-Key and are sent again with it', () => {
    const KEY = /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/;
    const inFlight = json(
      { code: 409, success: false, data: { idempotency: 'inFlight' }, msg: '该请求正在处理中,请稍后重试' },
      409,
    );

    it('a POST gets a key of its own, a GET none', async () => {
      const { calls } = stubFetch(ok(true));
      await request({ url: '/api/x/submit', method: 'POST', data: { a: 1 } });
      await request({ url: '/api/x/submit', method: 'POST', data: { a: 1 } });
      await request({ url: '/api/x/detail' });
      expect(calls[0].headers['Idempotency-Key']).toMatch(KEY);
      expect(calls[1].headers['Idempotency-Key']).toMatch(KEY);
      expect(calls[1].headers['Idempotency-Key']).not.toBe(calls[0].headers['Idempotency-Key']);
      expect(calls[2].headers['Idempotency-Key']).toBeUndefined();
    });

    it('after a dropped connection, a gone instance (502) and a first sending still running (409), with the same key, without a toast', async () => {
      vi.useFakeTimers();
      const { calls } = stubFetch(
        new TypeError('Failed to fetch'),
        new Response('no server', { status: 502 }),
        inFlight,
        ok({ id: '7' }),
      );
      const pending = request({ url: '/api/x/submit', method: 'POST', data: { a: 1 } });
      await vi.advanceTimersByTimeAsync(500 + 1000 + 2000);
      await expect(pending).resolves.toEqual({ id: '7' });
      expect(calls).toHaveLength(4);
      expect(new Set(calls.map((c) => c.headers['Idempotency-Key'])).size).toBe(1);
      expect(notified).not.toHaveBeenCalled();
    });

    it('gives up after three retries, as a network failure', async () => {
      vi.useFakeTimers();
      const { calls } = stubFetch(new TypeError('Failed to fetch'));
      const pending = request({ url: '/api/x/submit', method: 'POST', data: { a: 1 } });
      const outcome = expect(pending).rejects.toThrow('网络异常');
      await vi.advanceTimersByTimeAsync(500 + 1000 + 2000);
      await outcome;
      expect(calls).toHaveLength(4);
    });

    it('a GET is not sent again', async () => {
      const { calls } = stubFetch(new TypeError('Failed to fetch'), ok(true));
      await expect(request({ url: '/api/x/detail' })).rejects.toThrow('网络异常');
      expect(calls).toHaveLength(1);
    });
  });

  it('times out after 30 s with 请求超时', async () => {
    vi.useFakeTimers();
    const { calls } = stubFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request({ url: '/api/slow' });
    const outcome = expect(pending).rejects.toThrow('请求超时');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls[0].init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('openapi calls always pass', async () => {
    const body = { code: 500, msg: 'device offline' };
    stubFetch(json(body, 200));
    await expect(request({ url: '/api/openapi/device/list', method: 'POST' })).resolves.toEqual(body);
    await expect(request({ url: '/video/list', openapi: true })).resolves.toEqual(body);
    expect(notified).not.toHaveBeenCalled();
  });

  describe('blob answers', () => {
    it('resolve a File named by Content-Disposition', async () => {
      stubFetch(
        new Response('xlsx-bytes', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.ms-excel',
            'Content-Disposition': `attachment;filename=${encodeURIComponent('检查文件.xlsx')}`,
          },
        }),
      );
      const file = await request<Blob>({ url: '/api/x/export', method: 'POST', responseType: 'blob' });
      expect(file).toBeInstanceOf(Blob);
      expect((file as File).name).toBe('检查文件.xlsx');
      expect(await file.text()).toBe('xlsx-bytes');
    });

    it('resolve a plain Blob without a file name', async () => {
      stubFetch(new Response('bytes', { status: 200, headers: { 'Content-Type': 'application/octet-stream' } }));
      const blob = await request<Blob>({ url: '/api/x/export', responseType: 'blob' });
      expect(blob).toBeInstanceOf(Blob);
      expect(blob.size).toBe(5);
    });

    it('treat a JSON error body as any other failure', async () => {
      stubFetch(json({ code: 500, msg: '导出失败' }, 500));
      await expect(request({ url: '/api/x/export', responseType: 'blob' })).rejects.toThrow('导出失败');
      expect(notified).toHaveBeenCalledWith('导出失败', { code: 500, msg: '导出失败' });
    });
  });
});
