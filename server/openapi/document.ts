import type { FastifyDynamicSwaggerOptions as SwaggerOptions } from '@fastify/swagger';
import type { ResourceDef } from '../../resources/types';
import { operationTransform, resourceTags } from './operations';
import { resourceSchema, schemaNameOf, schemaRef, type Schema } from './resource-schemas';

/**
 * The OpenAPI 3.1 document of every /api route (@fastify/swagger, dynamic mode): each route's own
 * contract (server/http/route-schema.ts), the declared resources' rows as schemas, Blade's envelope
 * around every answer, and who may call each operation. Responses are written into the document here,
 * never as route `response` schemas, which would change what the routes answer.
 */

/** Blade's envelope `{code, success, data, msg}` (docs/blade-protocol.md). */
const R: Schema = {
  type: 'object',
  title: '统一返回 (Blade R)',
  properties: {
    code: { type: 'integer', description: '业务状态码, 200 成功' },
    success: { type: 'boolean' },
    data: { description: '返回数据, 可为 null' },
    msg: { type: 'string', description: '提示信息' },
  },
  required: ['code', 'success', 'msg'],
};

/** A Blade page of rows. */
const Page: Schema = {
  type: 'object',
  title: '分页 (Blade IPage)',
  properties: {
    records: { type: 'array', items: {} },
    total: { type: 'integer' },
    size: { type: 'integer' },
    current: { type: 'integer' },
    pages: { type: 'integer' },
  },
  required: ['records', 'total', 'size', 'current', 'pages'],
};

/** R whose `data` is `data`. */
const rOf = (data: Schema): Schema => ({ allOf: [schemaRef('R'), { properties: { data } }] });
const pageOf = (row: Schema): Schema => ({
  allOf: [schemaRef('Page'), { properties: { records: { type: 'array', items: row } } }],
});

const json = (schema: Schema, description: string) => ({ description, content: { 'application/json': { schema } } });

type Operation = Record<string, unknown> & { responses?: Record<string, Record<string, unknown>> };

/** What a generic operation of a declared resource answers (`data` of R). */
function dataOf(def: ResourceDef | undefined, kind: unknown): Schema | undefined {
  if (!def) return undefined;
  const row = schemaRef(schemaNameOf(def));
  if (kind === 'page') return pageOf(row);
  if (kind === 'list') return def.listShape === 'page' ? pageOf(row) : { type: 'array', items: row };
  if (kind === 'detail') return row;
  return undefined;
}

/**
 * The answers of operations whose route has no response schema: R around the declared row, page or
 * list for a declared resource's reads, R otherwise; an export answers a file. A submit's body is the row.
 */
function describeAnswers(op: Operation, resources: ReadonlyMap<string, ResourceDef>) {
  const def = typeof op['x-resource'] === 'string' ? resources.get(op['x-resource']) : undefined;
  const kind = op['x-operation'];
  if (kind === 'submit' && def && !op.requestBody)
    op.requestBody = { required: true, content: { 'application/json': { schema: schemaRef(schemaNameOf(def)) } } };
  const first = op.responses?.['200'];
  // @fastify/swagger writes a bare 200 where the route has no response schema.
  if (op.responses && first && !('content' in first)) {
    if (kind === 'export')
      op.responses['200'] = {
        description: 'Excel 文件 (xlsx)',
        content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: {} } },
      };
    else {
      const data = dataOf(def, kind);
      op.responses['200'] = json(data ? rOf(data) : schemaRef('R'), 'Blade R');
    }
  }
  const guarded = Array.isArray(op.security) && op.security.some((s) => 'BladeAuth' in (s as object));
  op.responses = { ...op.responses, '400': BAD_REQUEST, ...(guarded ? REFUSALS : {}) };
}

const BAD_REQUEST = json(schemaRef('R'), '参数错误 (bad request)');
/** What the guard answers a caller without a valid token, or without the access. */
const REFUSALS = {
  '401': json(schemaRef('R'), '缺失令牌或令牌已失效 (no or expired token)'),
  '403': json(schemaRef('R'), '无权访问 (forbidden)'),
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

export function swaggerOptions(resources: readonly ResourceDef[]): SwaggerOptions {
  const byName = new Map(resources.map((d) => [d.name, d]));
  const tagOf = resourceTags(resources);
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '文化市场监管后台 API',
        description:
          'Blade 协议 (docs/blade-protocol.md): JSON 答复均为 `{code, success, data, msg}`。' +
          '登录后每个请求带 `Blade-Auth: bearer <access_token>`; 取令牌时带客户端的 `Authorization: Basic`。',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          BladeAuth: {
            type: 'apiKey',
            in: 'header',
            name: 'Blade-Auth',
            description: '`bearer <access_token>` (POST /api/blade-auth/oauth/token 的 access_token)',
          },
          ClientBasic: {
            type: 'http',
            scheme: 'basic',
            description: 'Authorization: Basic base64(clientId:clientSecret), 网页客户端为 saber',
          },
        },
      },
    },
    transform: operationTransform(resources) as SwaggerOptions['transform'],
    transformObject: (documentObject) => {
      const doc = ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as Record<string, unknown> & {
        paths?: Record<string, Record<string, Operation>>;
        components?: Record<string, Record<string, unknown>>;
      };
      for (const item of Object.values(doc.paths ?? {}))
        for (const method of METHODS) if (item[method]) describeAnswers(item[method], byName);
      doc.components = {
        ...doc.components,
        schemas: {
          ...doc.components?.schemas,
          R,
          Page,
          ...Object.fromEntries(resources.map((d) => [schemaNameOf(d), resourceSchema(d)])),
        },
      };
      doc.tags = [
        ...resources.map((d) => ({
          name: tagOf(d),
          description: `${d.en?.split('||||')[0].trim() ?? d.name}: ${d.base}`,
        })),
      ];
      return doc as ReturnType<NonNullable<SwaggerOptions['transformObject']>>;
    },
  };
}
