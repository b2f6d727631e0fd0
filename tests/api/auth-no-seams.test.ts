import { describe, expect, it } from 'vitest';
import { call, useServer } from './harness';
import { tokenCall } from './auth-fixtures';

/** A production-like server: no test seams, no zzd endpoint configured. */
describe('without test seams and without a zzd endpoint', () => {
  const s = useServer({ testSeams: false, queryCountSeam: false, zzdEndpoint: '' });

  it('has no captcha-peek route at all', async () => {
    const c = await call(s, '/api/blade-auth/oauth/captcha');
    expect(c.status).toBe(200);
    expect(await call(s, '/api/blade-auth/oauth/captcha-peek', { query: { key: c.body.key } })).toEqual({
      status: 404,
      body: { code: 404, success: false, data: null, msg: '请求资源不存在' },
    });
    expect(s.built.app.hasRoute({ method: 'GET', url: '/api/blade-auth/oauth/captcha-peek' })).toBe(false);
  });

  it('answers no statement count', async () => {
    const r = await fetch(`${s.url}/api/blade-auth/oauth/captcha`);
    expect(r.status).toBe(200);
    expect(r.headers.has('x-query-count')).toBe(false);
  });

  it('has no zzd provider', async () => {
    expect(await tokenCall(s, { grant_type: 'social', source: 'zzd', code: 'c' })).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '不支持的第三方登录来源' },
    });
    expect(await call(s, '/api/zzd/auth/login', { method: 'POST', query: { code: 'c' } })).toEqual({
      status: 400,
      body: { error_code: 400, error_description: '不支持的第三方登录来源' },
    });
  });
});
