import type { ResourceDef } from '../../resources/types';
import { engineView, type Db } from '../db/connection';
import type { RequestContext } from '../http/access';
import { badRequest } from '../http/errors';
import { isId } from '../core/ids';
import type { Repository } from './repository';

type Row = Record<string, unknown>;

/** Checks that a write's references are rows the caller's tenant owns; throws the 400 answer if not. */
export type ReferenceCheck = (ctx: RequestContext, def: ResourceDef, values: Row) => Promise<void>;

const referenced = (v: unknown): string[] => {
  if (v === undefined || v === null || v === '') return [];
  return [
    ...new Set(
      String(v)
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '' && s !== '0'),
    ),
  ];
};

/**
 * Every id a write names in a declared reference (`id` / `ids` fields with `reference`, e.g. a parent
 * row or a business dictionary) must be a live row of the caller's tenant when the target is
 * tenant-scoped; otherwise a tenant could hang its rows under another tenant's, or attach another
 * tenant's role. Tenant-wide on purpose: data scope narrows what one reads, not what exists.
 */
export function referenceCheck(db: Db, repos: ReadonlyMap<string, Repository>): ReferenceCheck {
  return async (ctx, def, values) => {
    for (const f of def.fields) {
      if ((f.type !== 'id' && f.type !== 'ids') || !f.reference) continue;
      const target = repos.get(f.reference)?.def;
      if (!target?.tenantScoped) continue;
      const ids = referenced(values[f.name]);
      if (ids.length === 0) continue;
      if (!ids.every(isId)) throw badRequest(`${f.label}不存在`);
      const found = await engineView(db)
        .selectFrom(target.table)
        .select('id')
        .where('tenantId', '=', ctx.tenantId)
        .where('isDeleted', '=', 0)
        .where('id', 'in', ids)
        .execute();
      if (found.length !== ids.length) throw badRequest(`${f.label}不存在`);
    }
  };
}
