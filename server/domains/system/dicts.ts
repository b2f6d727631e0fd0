import type { FastifyInstance } from 'fastify';
import { codesOf } from '../../crud/routes';
import { parseListParams, type Filter } from '../../crud/list-params';
import type { Repository } from '../../crud/repository';
import type { RemoveCall, SubmitCall } from '../../crud/resource-server';
import type dict from '../../../resources/system/dict/schema';
import type dictBiz from '../../../resources/system/dict-biz/schema';
import { envelope, pageOf, params, rows, S } from '../../http/route-schema';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { badRequest, businessError } from '../../http/errors';
import { isId } from '../../core/ids';
import { refuseOrphans } from './grant-support';
import { ctxOf, idList, isBlank } from '../../http/request';
import { tableVersionKey } from './logs/writer';
import { forest, titleNode } from './tree-nodes';

type Query = Record<string, unknown>;
/** The system dictionary (shared, changed by the platform) or the business one (per tenant): one shape. */
type Dictionaries = Repository<typeof dict> | Repository<typeof dictBiz>;
/** A dictionary row as the wire shows it. */
type Entry = Awaited<ReturnType<Dictionaries['serialize']>>;

/** The code of the tree of every dictionary (Saber's parent picker asks tree?code=DICT). */
const ALL_DICTIONARIES = 'DICT';
const CACHE_MAX = 2000;

const parentIs = (value: string): Filter => ({ column: 'parentId', type: 'id', op: 'equal', value });
const codeOf = (q: Query) => (typeof q.code === 'string' ? q.code.trim() : '');
const without = (q: Query, ...keys: string[]) =>
  Object.fromEntries(Object.entries(q).filter(([k]) => !keys.includes(k)));

/**
 * The entries of one dictionary code, as every dictionary-backed select asks for them: cached per
 * code and tenant, keyed on the table's change counter, so an edit shows on the next call.
 */
class DictionaryCache {
  private entries = new Map<string, { version: number; rows: Entry[] }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly repo: Dictionaries,
  ) {}

  async entriesOf(ctx: RequestContext, code: string): Promise<Entry[]> {
    const def = this.repo.def;
    const versionKey = tableVersionKey(def.table, def.tenantScoped ? ctx.tenantId : '*');
    const key = `${versionKey}|${code}`;
    const version = this.app.feed.version(versionKey);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.rows;
    const rows = await this.app.db
      .selectFrom(def.table)
      .selectAll()
      .where((eb) => eb.and([this.repo.scope(eb, ctx), eb('code', '=', code), eb('parentId', '<>', '0')]))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const out = rows.map(this.repo.serialize);
    if (this.entries.size >= CACHE_MAX) this.entries.clear();
    this.entries.set(key, { version, rows: out });
    return out;
  }
}

/**
 * Dictionary rules: a child takes its parent's code, needs a key unique within the code; a parent
 * keeps key -1, and a new code on a parent moves its children along.
 */
async function prepareSubmit(repo: Dictionaries, ctx: RequestContext, body: Query) {
  const id = isBlank(body.id) ? '' : String(body.id);
  const existing = id ? await repo.findRow(ctx, id) : undefined;
  if (id && !existing) return { existing };
  const parentId = !isBlank(body.parentId) ? String(body.parentId) : existing ? String(existing.parentId) : '0';
  if (parentId !== '0') {
    const parent = isId(parentId) && parentId !== id ? await repo.findRow(ctx, parentId) : undefined;
    if (!parent) throw badRequest('上级字典不存在');
    body.code = parent.code;
    const key = body.dictKey !== undefined ? body.dictKey : existing?.dictKey;
    if (isBlank(key)) throw badRequest('请输入字典键值');
  } else if (!existing && isBlank(body.dictKey)) {
    body.dictKey = '-1';
  }
  const code = body.code !== undefined ? String(body.code ?? '').trim() : String(existing?.code ?? '');
  const dictKey = body.dictKey !== undefined ? String(body.dictKey ?? '').trim() : String(existing?.dictKey ?? '');
  if (code && dictKey) {
    const clash = await repo.list(ctx, {
      current: 1,
      size: 1,
      orders: [],
      filters: [
        { column: 'code', type: 'string', op: 'equal', value: code },
        { column: 'dictKey', type: 'string', op: 'equal', value: dictKey },
      ],
    });
    if (clash.some((r) => r.id !== id)) throw businessError('当前字典键值已存在!');
  }
  return { existing };
}

/**
 * One dictionary's behaviour, as its declaration's server.ts serves it: the rules of its submit and
 * removal, and its readers (parent list, a code's tree, the pickers' tree, the dictionary-backed selects).
 */
export function dictionaryAdmin(app: FastifyInstance, repo: Dictionaries) {
  const def = repo.def;
  const read = { access: { perm: codesOf(def).read } };
  const cache = new DictionaryCache(app, repo);
  /** The row a submit changes, as it was before, for what follows the submit. */
  const before = new WeakMap<SubmitCall, Query | undefined>();

  const routes = () => {
    // The dictionaries (parent rows), paged and filtered by the declared list parameters.
    app.get(
      `${def.base}/parent-list`,
      { config: read, schema: { querystring: params({}), response: envelope(pageOf()) } },
      async (req) => {
        const p = parseListParams(def, without(req.query as Query, 'parentId'));
        p.filters.push(parentIs('0'));
        return ok(await repo.page(ctxOf(req), p));
      },
    );

    // The whole tree below one parent (all rows of its code), each row naming its parent; a parentId
    // that names no dictionary answers an empty list.
    app.get(
      `${def.base}/child-list`,
      { config: read, schema: { querystring: params({ parentId: S.any }), response: envelope(rows()) } },
      async (req) => {
        const ctx = ctxOf(req);
        const q = req.query as Query;
        const parentId = String(q.parentId ?? '');
        const top = isId(parentId) ? await repo.findRow(ctx, parentId) : undefined;
        if (!top) return ok([]);
        const p = parseListParams(def, without(q, 'parentId', 'current', 'size', 'code'));
        p.filters.push({ column: 'code', type: 'string', op: 'equal', value: String(top.code) });
        p.orders = [{ column: 'sort', dir: 'asc' }];
        const found = (await repo.list(ctx, p)).filter((r) => r.id !== parentId);
        const names = new Map<string, unknown>([
          [parentId, top.dictValue],
          ...found.map((r) => [String(r.id), r.dictValue] as [string, unknown]),
        ]);
        return ok(
          forest(
            found.map((r) => ({
              ...r,
              id: String(r.id),
              parentId: String(r.parentId),
              parentName: names.get(String(r.parentId)) ?? '顶级',
            })),
          ),
        );
      },
    );

    // The tree of one code (all codes for DICT or none), as a picker's nodes.
    app.get(
      `${def.base}/tree`,
      { config: read, schema: { querystring: params({ code: S.any }), response: envelope(rows()) } },
      async (req) => {
        const ctx = ctxOf(req);
        const code = codeOf(req.query as Query);
        const found = await app.db
          .selectFrom(def.table)
          .select(['id', 'parentId', 'dictValue'])
          .where((eb) =>
            eb.and([repo.scope(eb, ctx), ...(code && code !== ALL_DICTIONARIES ? [eb('code', '=', code)] : [])]),
          )
          .orderBy('sort')
          .orderBy('id')
          .execute();
        return ok(forest(found.map((r) => titleNode(r.id, r.parentId, r.dictValue))));
      },
    );

    // One code's entries, for anyone signed in (the handler asks for a missing code).
    const byCode = {
      config: { access: 'authenticated' as const },
      schema: { querystring: params({ code: S.any }), response: envelope(rows()) },
    };
    app.get(`${def.base}/dictionary`, byCode, async (req) => {
      const code = codeOf(req.query as Query);
      if (!code) throw badRequest('缺少必要的请求参数: code');
      const entries = await cache.entriesOf(ctxOf(req), code);
      return ok(
        entries.map((r) => ({
          id: r.id,
          dictKey: r.dictKey,
          dictValue: r.dictValue,
          enName: r.enName ?? '',
          sort: r.sort,
        })),
      );
    });

    app.get(`${def.base}/dictionary-tree`, byCode, async (req) => {
      const code = codeOf(req.query as Query);
      if (!code) throw badRequest('缺少必要的请求参数: code');
      const entries = await cache.entriesOf(ctxOf(req), code);
      return ok(forest(entries.map((r) => ({ ...r, id: String(r.id), parentId: String(r.parentId) }))));
    });
  };

  /** Before the generic submit: the dictionary rules (prepareSubmit), which complete the body. */
  const checkSubmit = async (call: SubmitCall) => {
    const { existing } = await prepareSubmit(repo, call.ctx, call.body);
    before.set(call, existing);
  };

  /** After it: a parent given a new code moves its entries along. */
  const afterSubmit = async (call: SubmitCall) => {
    const { ctx, body } = call;
    const existing = before.get(call);
    const oldCode = existing && String(existing.parentId) === '0' ? String(existing.code) : '';
    const newCode = typeof body.code === 'string' ? body.code.trim() : '';
    if (oldCode && newCode && newCode !== oldCode) {
      await repo.write(ctx, (trx) =>
        trx
          .updateTable(def.table)
          .set({ code: newCode })
          .where((eb) => eb.and([repo.scope(eb, ctx), eb('code', '=', oldCode), eb('parentId', '<>', '0')]))
          .execute(),
      );
    }
  };

  /** Before the generic removal: a dictionary with live entries (other than those removed with it) stays. */
  const checkRemove = ({ ctx, ids }: RemoveCall) => refuseOrphans(app, repo, ctx, idList(ids, 'ids'));

  return { submit: { check: checkSubmit, after: afterSubmit }, remove: { check: checkRemove }, routes };
}
