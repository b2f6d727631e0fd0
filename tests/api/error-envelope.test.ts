import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../server/http/error-handler';
import { badRequest, businessError, forbidden, OAuthError, unauthorized } from '../../server/http/errors';

async function answer(thrown: unknown) {
  const logged: unknown[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (s: string) => logged.push(JSON.parse(s)) } },
    genReqId: () => 'req-42',
  });
  registerErrorHandling(app);
  app.get('/x', async () => {
    throw thrown;
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return { status: res.statusCode, body: res.json(), logged };
}

describe('error catalogue on the wire', () => {
  it('maps each failure kind to its HTTP status and body code', async () => {
    expect(await answer(businessError('业务失败'))).toMatchObject({
      status: 200,
      body: { code: 400, success: false, msg: '业务失败', data: null },
    });
    expect(await answer(badRequest('请输入参数名称'))).toMatchObject({
      status: 400,
      body: { code: 400, msg: '请输入参数名称' },
    });
    expect(await answer(unauthorized())).toMatchObject({ status: 401, body: { code: 401, msg: '请求未授权' } });
    expect(await answer(forbidden())).toMatchObject({ status: 403, body: { code: 403 } });
    expect(await answer(new OAuthError(400, '用户名或密码错误'))).toMatchObject({
      status: 400,
      body: { error_code: 400, error_description: '用户名或密码错误' },
    });
  });

  it('answers an unexpected error with a generic message and the request id, and logs the detail', async () => {
    const e = new Error('relation "blade_secret" does not exist');
    const r = await answer(e);
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ code: 500, success: false, data: null, msg: '服务器异常,请联系管理员 (请求编号 req-42)' });
    expect(JSON.stringify(r.body)).not.toContain('blade_secret');
    expect(JSON.stringify(r.logged)).toContain('blade_secret');
    expect(JSON.stringify(r.logged)).toContain('req-42');
  });
});
