import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import { isId } from '../../core/ids';
import type { Db } from '../../db/connection';
import { badRequest } from '../../http/errors';
import { ok } from '../../http/envelope';
import { ctxOf } from '../../http/request';
import { envelope, noParams, rows } from '../../http/route-schema';
import { findOwnRow } from '../system/users/own-row';
import { bizDictItems, type DictItem } from './dict-items';
import { commaList } from '../../core/comma-list';

const MARKET_TYPE = 'market_type';

/** Market types a user handles from their platform settings, userExt `{"marketTypes":["1","3"]}`; null = no narrowing. */
function userExtTypes(userExt: unknown): Set<string> | null {
  if (typeof userExt !== 'string' || !userExt.trim()) return null;
  try {
    const ext = JSON.parse(userExt) as { marketTypes?: unknown };
    return Array.isArray(ext?.marketTypes) ? new Set(ext.marketTypes.map(String)) : null;
  } catch {
    return null;
  }
}

/**
 * The market types the caller supervises (监管市场类型), in dictionary order: the union of `marketTypes`
 * over the caller's depts and their ancestors; when none of them says anything, every market type of the
 * tenant. A user's own platform settings (userExt marketTypes) narrow it further.
 */
export async function myMarketTypes(app: FastifyInstance, ctx: RequestContext): Promise<DictItem[]> {
  const all = await bizDictItems(app, ctx, MARKET_TYPE);
  const user = await findOwnRow(app, ctx);
  const depts = app.repo('dept');
  const db = app.db;
  const own = commaList(user.deptId).filter(isId);
  let fromDepts: Set<string> | null = null;
  if (own.length) {
    const rows = await db
      .selectFrom(depts.def.table)
      .select(['id', 'ancestors', 'marketTypes'])
      .where((eb) => eb.and([depts.scope(eb, ctx), eb('id', 'in', own)]))
      .execute();
    const ancestorIds = [
      ...new Set(rows.flatMap((r) => commaList(r.ancestors)).filter((id) => isId(id) && id !== '0')),
    ];
    const ancestors = ancestorIds.length
      ? await db
          .selectFrom(depts.def.table)
          .select(['id', 'ancestors', 'marketTypes'])
          .where((eb) => eb.and([depts.scope(eb, ctx), eb('id', 'in', ancestorIds)]))
          .execute()
      : [];
    const said = [...rows, ...ancestors].map((r) => commaList(r.marketTypes)).filter((keys) => keys.length > 0);
    if (said.length) fromDepts = new Set(said.flat());
  }
  const personal = userExtTypes(user.userExt);
  return all.filter((t) => (!fromDepts || fromDepts.has(t.dictKey)) && (!personal || personal.has(t.dictKey)));
}

/** Refuses (`市场类型不存在`) unless every key is a market type of the tenant's business dictionary. */
export async function checkMarketTypes(db: Db, tenantId: string, keys: readonly number[]): Promise<void> {
  const known = await db
    .selectFrom('blade_dict_biz')
    .select('dictKey')
    .where('tenantId', '=', tenantId)
    .where('code', '=', MARKET_TYPE)
    .where('parentId', '<>', '0')
    .where('isDeleted', '=', 0)
    .where('dictKey', 'in', keys.map(String))
    .execute();
  if (known.length !== keys.length) throw badRequest('市场类型不存在');
}

/** GET /api/blade-user/getMyMarketTypeList: `[{dictKey, dictValue}]` of the market types the caller supervises. */
export function registerMyMarketTypes(app: FastifyInstance) {
  app.get(
    '/api/blade-user/getMyMarketTypeList',
    { config: { access: 'authenticated' }, schema: { querystring: noParams, response: envelope(rows()) } },
    async (req) => ok(await myMarketTypes(app, ctxOf(req))),
  );
}
