import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';

export interface DictItem {
  dictKey: string;
  dictValue: string;
}

/** The items of one of the caller's tenant's business dictionaries (market_type, biz_type), in dictionary order. */
export async function bizDictItems(app: FastifyInstance, ctx: RequestContext, code: string): Promise<DictItem[]> {
  const dicts = app.repo('dict-biz');
  const rows = await app.db
    .selectFrom(dicts.def.table)
    .select(['dictKey', 'dictValue'])
    .where((eb) => eb.and([dicts.scope(eb, ctx), eb('code', '=', code), eb('parentId', '<>', '0')]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ dictKey: String(r.dictKey), dictValue: String(r.dictValue) }));
}

/** A biz_type key lies under a market type when it is the market type's key followed by two digits (101 under 1). */
export const isBizTypeOf = (bizTypeKey: string, marketType: string) =>
  bizTypeKey.length === marketType.length + 2 && bizTypeKey.startsWith(marketType) && /^\d+$/.test(bizTypeKey);
