import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../server/http/guard';
import { docsAccess } from '../../server/openapi/plugin';
import { ADMIN_PASSWORD, call, login, useServer } from './harness';

/**
 * The OpenAPI document at /api/docs/json (server/openapi/): valid 3.1, every /api route in it and
 * nothing else, the declared resources described from their declarations, and who may read it. The
 * server runs as in production (NODE_ENV=production): the document is the platform administrators'.
 */
const server = useServer({ production: true });

type Operation = {
  tags?: string[];
  summary?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string }>;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  [key: `x-${string}`]: unknown;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, any>; securitySchemes: Record<string, unknown> };
};

let adminToken = '';
let doc: Doc;

beforeAll(async () => {
  adminToken = (await login(server)).access_token;
  const r = await call<Doc>(server, '/api/docs/json', { token: adminToken });
  expect(r.status).toBe(200);
  doc = r.body;
});

/** swagger-ui's own routes: the page, its static files and the document itself, not operations of the API. */
const DOCS_ROUTES = new Set([
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
]);

describe('the document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const res = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(res.errors).toBeUndefined();
    expect(res.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('holds every /api route the server serves, and nothing else', () => {
    const served = declaredRoutes(server.built.app)
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !DOCS_ROUTES.has(r));
    // Fastify's `:param` is OpenAPI's `{param}`, its wildcard `*` the parameter `{*}`.
    const expected = served.map((r) => r.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')).sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(expected);
    expect(served.length).toBeGreaterThan(300);
    // The docs' own routes are all registered (a renamed one would escape the comparison above).
    const all = new Set(declaredRoutes(server.built.app).map((r) => `${r.method} ${r.url}`));
    expect([...DOCS_ROUTES].filter((r) => !all.has(r))).toEqual([]);
  });

  it('describes the subject page from the subject declaration', () => {
    const page = doc.paths['/api/subject/subject/page'].get;
    expect(page.tags).toEqual(['经营主体']);
    expect(page.summary).toBe('经营主体 · 分页');
    expect(page['x-access']).toBe('permission');
    expect(page['x-permissions']).toEqual(['subject', 'subject_view']);
    expect(page.security).toEqual([{ BladeAuth: [] }]);
    const names = (page.parameters ?? []).map((p) => p.name);
    expect(names.slice(0, 4)).toEqual(['current', 'size', 'ascs', 'descs']);
    expect(names).toEqual(expect.arrayContaining(['subjectName', 'creditCode', 'legalPerson', 'contactPhone']));
    // The personal and server-only fields are no filter.
    expect(names).not.toContain('password');
    const subjectName = (page.parameters ?? []).find((p) => p.name === 'subjectName');
    expect(subjectName).toMatchObject({
      in: 'query',
      description:
        '主体名称 (Name); 也可: subjectName_equal, subjectName_notequal, subjectName_like, subjectName_likeleft, ' +
        'subjectName_likeright, subjectName_notlike, subjectName_null, subjectName_notnull, subjectName_ignore',
    });
    // The answer: R around a page of subjects.
    expect(page.responses['200'].content?.['application/json'].schema).toEqual({
      allOf: [
        { $ref: '#/components/schemas/R' },
        {
          properties: {
            data: {
              allOf: [
                { $ref: '#/components/schemas/Page' },
                { properties: { records: { type: 'array', items: { $ref: '#/components/schemas/subject' } } } },
              ],
            },
          },
        },
      ],
    });

    const subject = doc.components.schemas.subject;
    expect(subject.title).toBe('经营主体');
    expect(subject.properties.subjectName).toEqual({
      type: ['string', 'null'],
      maxLength: 100,
      title: '主体名称',
      description: 'Name',
    });
    expect(subject.required).toEqual(expect.arrayContaining(['subjectName', 'creditCode', 'legalPerson']));
    expect(doc.components.schemas.R.required).toEqual(['code', 'success', 'msg']);
    expect(Object.keys(doc.components.schemas.Page.properties)).toEqual([
      'records',
      'total',
      'size',
      'current',
      'pages',
    ]);
  });

  it('states the access of each operation: public, signed in, a permission, the platform administrator', () => {
    const health = doc.paths['/api/health'].get;
    expect(health['x-access']).toBe('public');
    expect(health.security).toEqual([]);
    const token = doc.paths['/api/blade-auth/oauth/token'].post;
    expect(token.security).toEqual([{ ClientBasic: [] }]);
    const submit = doc.paths['/api/subject/subject/submit'].post;
    expect(submit['x-permissions']).toEqual(['subject_add', 'subject_edit']);
    const tenantSubmit = doc.paths['/api/blade-system/tenant/submit'].post;
    expect(tenantSubmit['x-access']).toBe('platformAdmin');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['BladeAuth', 'ClientBasic']);
  });
});

describe('who may read it', () => {
  it('refuses a caller without a token, and a tenant user in production; a platform administrator reads it', async () => {
    const anonymous = await call(server, '/api/docs/json');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, success: false, data: null, msg: '缺失令牌,鉴权失败' });
    const tenantAdmin = (await login(server, 'admin', ADMIN_PASSWORD, '100001')).access_token;
    const tenant = await call(server, '/api/docs/json', { token: tenantAdmin });
    expect(tenant.status).toBe(403);
    const yaml = await call(server, '/api/docs/yaml', { token: tenantAdmin });
    expect(yaml.status).toBe(403);
    const admin = await call(server, '/api/docs/yaml', { token: adminToken });
    expect(admin.status).toBe(200);
    expect(String(admin.body)).toContain('openapi: 3.1.0');
  });

  it('is for any signed-in user outside production, for platform administrators in production', () => {
    const access = declaredRoutes(server.built.app).find((r) => r.url === '/api/docs/json')?.access;
    expect(access).toEqual({ platformAdmin: true });
    expect(docsAccess('/api/docs/json', false)).toBe('authenticated');
    expect(docsAccess('/api/docs/yaml', false)).toBe('authenticated');
    expect(docsAccess('/api/docs/other', false)).toBeUndefined();
  });

  it('serves the page itself to anyone: it holds nothing of the API', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script src="/api/docs/static/swagger-initializer.js"');
  });
});
