import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../resources/types';
import { BladeError } from '../http/errors';
import { BAD_INPUT, serverFailure } from '../http/error-handler';
import { bladeCall, DialectError } from './blade-call';
import { dialectList } from './dialect-query';

type Row = Record<string, unknown>;

/** Where the dialect is served: `/api/rest/<resource>` and `/api/rest/<resource>/<id>`. */
export const REST_PREFIX = '/api/rest';

/**
 * The outer routes only need a signed-in caller: the Blade call each one makes is the real check (the
 * same permission codes, API scopes, tenant and data scope as the Blade route it mirrors).
 */
const config = { access: 'authenticated' as const, validatedBy: 'declaration' as const };

const isRow = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v) && 'id' in v;

function bodyOf(req: FastifyRequest): Row {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new DialectError(400, '请求体格式错误');
  return body as Row;
}

function idOf(req: FastifyRequest): string {
  const id = String((req.params as { id?: string }).id ?? '');
  if (!/^\d{1,19}$/.test(id)) throw new DialectError(400, `参数格式错误: id`);
  return id;
}

/** `Content-Range: <resource> <first>-<last>/<total>` (`*` when the page is empty), readable by a browser app. */
function withRange(reply: FastifyReply, name: string, start: number, count: number, total: number) {
  const span = count === 0 ? '*' : `${start}-${start + count - 1}`;
  reply.header('Content-Range', `${name} ${span}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

/** The dialect's routes of one declared resource, for the operations its declaration has. */
function registerResource(app: FastifyInstance, def: ResourceDef) {
  const ops = new Set(def.operations ?? ['list', 'page', 'detail', 'submit', 'remove']);
  const path = `${REST_PREFIX}/${def.name}`;
  const paged = ops.has('page') || (ops.has('list') && def.listShape === 'page');

  const detail = async (req: FastifyRequest, id: string): Promise<Row | null> => {
    const row = await bladeCall(app, req, { method: 'GET', url: `${def.base}/detail`, query: { id } });
    return isRow(row) ? row : null;
  };
  const found = async (req: FastifyRequest, id: string): Promise<Row> => {
    const row = await detail(req, id);
    if (!row) throw new DialectError(404, '数据不存在');
    return row;
  };

  if (paged || ops.has('list')) {
    app.get(path, { config }, async (req, reply) => {
      const { query, start, ids } = dialectList(def, req.query as Record<string, unknown>);
      if (ids) {
        // getMany: each id through Blade detail; an id the caller may not see is simply not among the rows.
        if (!ops.has('detail')) throw new DialectError(400, `${def.label}不支持按编号读取`);
        const rows = (await Promise.all(ids.map((id) => detail(req, id)))).filter((r): r is Row => r !== null);
        withRange(reply, def.name, 0, rows.length, rows.length);
        return rows;
      }
      if (paged) {
        const data = (await bladeCall(app, req, {
          method: 'GET',
          url: `${def.base}/${ops.has('page') ? 'page' : 'list'}`,
          query,
        })) as { records?: Row[]; total?: number | string } | null;
        const rows = data?.records ?? [];
        withRange(reply, def.name, start, rows.length, Number(data?.total ?? 0));
        return rows;
      }
      // A list without pages (trees): Blade answers every row the caller sees; the range is cut here.
      const all = await bladeCall(app, req, { method: 'GET', url: `${def.base}/list`, query });
      const rows = Array.isArray(all) ? (all as Row[]) : [];
      const size = query.size ? Number(query.size) : rows.length;
      const page = rows.slice(start, start + size);
      withRange(reply, def.name, start, page.length, rows.length);
      return page;
    });
  }
  if (ops.has('detail')) app.get(`${path}/:id`, { config }, async (req) => found(req, idOf(req)));
  if (ops.has('submit') && !def.serverCreated) {
    app.post(path, { config }, async (req, reply) => {
      const { id: _ignored, ...values } = bodyOf(req);
      const saved = await bladeCall(app, req, { method: 'POST', url: `${def.base}/submit`, body: values });
      if (!isRow(saved)) throw new DialectError(500, '新增成功,但未得到新记录');
      reply.code(201);
      return saved;
    });
  }
  if (ops.has('submit')) {
    app.put(`${path}/:id`, { config }, async (req) => {
      const id = idOf(req);
      const body = bodyOf(req);
      if (body.id !== undefined && body.id !== null && String(body.id) !== id)
        throw new DialectError(400, '请求体的 id 与路径不一致');
      const saved = await bladeCall(app, req, { method: 'POST', url: `${def.base}/submit`, body: { ...body, id } });
      return isRow(saved) ? saved : found(req, id);
    });
  }
  if (ops.has('remove') && ops.has('detail')) {
    // react-admin wants the removed record back: read it (as the caller may), then remove it.
    app.delete(`${path}/:id`, { config }, async (req) => {
      const id = idOf(req);
      const row = await found(req, id);
      await bladeCall(app, req, { method: 'POST', url: `${def.base}/remove`, query: { ids: id } });
      return row;
    });
  }
}

/**
 * react-admin's simple REST dialect (`ra-data-simple-rest`) for every declared resource
 * (docs/rest-dialect.md). Each request becomes the Blade call of the same resource, run through this
 * server (`app.inject` with the caller's headers); the Blade envelope is translated back, and failures
 * answer their HTTP status with `{ message }`, which react-admin's fetchJson shows.
 * Registered unwrapped, so its error handler is only its own routes'.
 */
export async function restDialectPlugin(app: FastifyInstance, opts: { resources: readonly ResourceDef[] }) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof DialectError) return reply.code(err.status).send({ message: err.message });
    // The guard's refusals and the query translation's 400s.
    if (err instanceof BladeError)
      return reply.code(err.httpStatus === 200 ? 409 : err.httpStatus).send({ message: err.message });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply.code(400).send({ message: BAD_INPUT });
    req.log.error({ err }, 'rest dialect failure');
    return reply.code(500).send({ message: serverFailure(req.id) });
  });
  for (const def of opts.resources) registerResource(app, def);
}
