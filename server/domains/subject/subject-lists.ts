import type { FastifyInstance } from 'fastify';
import type subject from '../../../resources/subject/subject/schema';
import { codesOf } from '../../crud/routes';
import { parseListParams } from '../../crud/list-params';
import { LIST_LIMIT, type Repository } from '../../crud/repository';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { ctxOf } from '../../http/request';
import { envelope, params, rows, S } from '../../http/route-schema';
import { myMarketTypes } from './market-types';

type Query = Record<string, unknown>;

/** The light row of a subject that pickers and the one map list. */
const LIGHT = [
  'id',
  'subjectName',
  'creditCode',
  'marketType',
  'bizType',
  'regionCode',
  'deptId',
  'pauseStatus',
] as const;
const light = (row: Record<string, unknown>) => Object.fromEntries(LIGHT.map((k) => [k, row[k] ?? null]));

/** A market type parameter, as marketTypeParam reads it: blank, or a dictionary key (an integer). */
export const MARKET_TYPE_PARAM = { type: 'string', pattern: '^\\s*(\\d{1,9})?\\s*$' } as const;

/** A market type parameter: blank, or a dictionary key (an integer); anything else answers 400. */
function marketTypeParam(q: Query): string {
  const v = String(q.marketType ?? '').trim();
  if (v && !/^\d{1,9}$/.test(v)) throw badRequest('参数格式错误: marketType');
  return v;
}

/**
 * GET {subject}/all-list (marketType, subjectName): every subject the caller may see (tenant and data
 * scope), light rows ordered by name, capped at LIST_LIMIT.
 * GET {subject}/getSubjectTree (marketType, subjects=0): the market types the caller supervises as nodes
 * with their subject counts and, unless `subjects=0`, their subjects as children (at most LIST_LIMIT
 * subjects in all); `marketType` narrows it to that type.
 */
export function subjectListRoutes(app: FastifyInstance, repo: Repository<typeof subject>) {
  const { base, table } = repo.def;
  const config = { access: { perm: codesOf(repo.def).read } };
  const db = app.db;

  // The subject name is the list's name filter (parseListParams reads it).
  app.get(
    `${base}/all-list`,
    {
      config,
      schema: {
        querystring: params({ marketType: MARKET_TYPE_PARAM, subjectName: S.any }),
        response: envelope(rows()),
      },
    },
    async (req) => {
      const q = req.query as Query;
      const marketType = marketTypeParam(q);
      const p = parseListParams(repo.def, { marketType, subjectName: q.subjectName });
      const found = await repo.list(ctxOf(req), { ...p, orders: [{ column: 'subjectName', dir: 'asc' }] });
      return ok(found.map(light));
    },
  );

  // `subjects`: anything but 0 lists the subjects too.
  app.get(
    `${base}/getSubjectTree`,
    {
      config,
      schema: { querystring: params({ marketType: MARKET_TYPE_PARAM, subjects: S.any }), response: envelope(rows()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const q = req.query as Query;
      const wanted = marketTypeParam(q);
      const withSubjects = String(q.subjects ?? '1') !== '0';
      const types = (await myMarketTypes(app, ctx)).filter(
        (t) => /^\d{1,9}$/.test(t.dictKey) && (!wanted || t.dictKey === wanted),
      );
      if (types.length === 0) return ok([]);
      const keys = types.map((t) => Number(t.dictKey));
      const counts = await db
        .selectFrom(table)
        .select(['marketType', (eb) => eb.fn.countAll<string>().as('n')])
        .where((eb) => eb.and([repo.scope(eb, ctx), eb('marketType', 'in', keys)]))
        .groupBy('marketType')
        .execute();
      const countOf = new Map(counts.map((c) => [String(c.marketType), Number(c.n)]));
      const subjects = withSubjects
        ? await db
            .selectFrom(table)
            .select(['id', 'subjectName', 'marketType', 'pauseStatus'])
            .where((eb) => eb.and([repo.scope(eb, ctx), eb('marketType', 'in', keys)]))
            .orderBy('subjectName')
            .orderBy('id')
            .limit(LIST_LIMIT)
            .execute()
        : [];
      const childrenOf = new Map<string, Record<string, unknown>[]>();
      for (const s of subjects) {
        const id = String(s.id);
        const parentId = String(s.marketType);
        const title = String(s.subjectName ?? '');
        const list = childrenOf.get(parentId) ?? [];
        list.push({
          id,
          parentId,
          title,
          label: title,
          key: id,
          value: id,
          type: 'subject',
          marketType: parentId,
          pauseStatus: s.pauseStatus,
          hasChildren: false,
        });
        childrenOf.set(parentId, list);
      }
      return ok(
        types.map((t) => {
          const count = countOf.get(t.dictKey) ?? 0;
          const children = childrenOf.get(t.dictKey);
          const node: Record<string, unknown> = {
            id: t.dictKey,
            parentId: '0',
            title: t.dictValue,
            label: t.dictValue,
            key: t.dictKey,
            value: t.dictKey,
            type: 'marketType',
            marketType: t.dictKey,
            count,
            hasChildren: count > 0,
          };
          // As Blade serializes its trees: a node without children carries no `children` key.
          if (children?.length) node.children = children;
          return node;
        }),
      );
    },
  );
}
