import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { declaredRoutes, registerGuard } from '../../server/http/guard';
import { TenantStatus } from '../../server/http/tenant-status';
import { call, login, useServer } from './harness';

const server = useServer();

describe('deny by default', () => {
  it('refuses to register an /api route that declares no access', async () => {
    const app = Fastify();
    const b = server.built.app;
    registerGuard(app, {
      tokens: b.tokens,
      feed: b.feed,
      permissions: b.permissions,
      tenants: new TenantStatus(b.database.db, b.feed),
    });
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });

  it('every /api route is declared, and every non-public one refuses a call without a token', async () => {
    const routes = declaredRoutes(server.built.app);
    expect(routes.length).toBeGreaterThan(50);
    const publicRoutes = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    // Public surface is small and known: health and readiness, sign-in and what the login page needs, the file route,
    // which checks its caller itself (bearer or file cookie, server/files/file-access.ts), and the API
    // document's page and static files (the document itself is not public, server/openapi/plugin.ts).
    for (const p of publicRoutes)
      expect(p).toMatch(
        /\/api\/(health|ready|blade-auth\/oauth\/(token|captcha|captcha-peek|logout)|blade-auth\/(token|captcha)|blade-system\/tenant\/info|blade-user\/register-guest|zzd\/auth\/login|blade-resource\/oss\/file\/\*|camera-media\/\*|docs|docs\/static\/(index\.html|swagger-initializer\.js|\*))$/,
      );
    for (const r of routes.filter((x) => x.access !== 'public')) {
      const res = await call(server, r.url.replace(/:(\w+)/g, '1'), {
        method: r.method,
        body: r.method === 'POST' ? {} : undefined,
      });
      expect(res.status, `${r.method} ${r.url}`).toBe(401);
    }
  });
});

describe('route contracts', () => {
  it('every hand-written /api route declares a JSON schema for its input and its answer', () => {
    const routes = declaredRoutes(server.built.app);
    const without = routes
      .filter((r) => r.validatedBy !== 'declaration')
      // swagger-ui's routes (the API document, its page and static files) take no input.
      .filter((r) => !r.url.startsWith('/api/docs'))
      .filter((r) => {
        const s = r.schema;
        if (!s?.response) return true;
        return r.method === 'GET' || r.method === 'DELETE' ? !s.querystring && !s.params : !s.body && !s.querystring;
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(without).toEqual([]);
  });

  it('refuses input its schema refuses, naming the parameter, before the handler runs', async () => {
    const token = (await login(server)).access_token;
    const badId = await call(server, '/api/enforcer/inspect/select', { token, query: { userId: 'x1' } });
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({ code: 400, success: false, data: null, msg: '参数格式错误: userId' });
    const badDay = await call(server, '/api/enforcer/inspect/select', { token, query: { dt: '2026-02-30' } });
    expect(badDay.body.msg).toBe('参数格式错误: dt');
    const blank = await call(server, '/api/enforcer/inspect/select', { token, query: { userId: '', dt: '' } });
    expect(blank.body.msg).toBe('请指定检查人、巡检日期或经营主体');
  });
});
