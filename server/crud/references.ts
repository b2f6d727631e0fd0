import type { ResourceDef } from '../../resources/types';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
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
    // The references to check, in the declaration's order, up to the first that names a malformed id.
    const checks: Array<{ label: string; table: string; ids: string[] }> = [];
    let malformed: string | undefined;
    for (const f of def.fields) {
      if ((f.type !== 'id' && f.type !== 'ids') || !f.reference) continue;
      const target = repos.get(f.reference)?.def;
      if (!target?.tenantScoped) continue;
      const ids = referenced(values[f.name]);
      if (ids.length === 0) continue;
      if (!ids.every(isId)) {
        malformed = f.label;
        break;
      }
      checks.push({ label: f.label, table: target.table, ids });
    }
    // One statement counts the live rows of every reference, so a write naming several costs one round trip.
    if (checks.length > 0) {
      const counts = checks.map(
        (c, i) =>
          sql<{ at: number; n: number }>`select ${i}::int as at, count(*)::int as n from ${sql.table(c.table)}
          where tenant_id = ${ctx.tenantId} and is_deleted = 0 and id in (${sql.join(c.ids)})`,
      );
      const found = await sql<{ at: number; n: number }>`${sql.join(counts, sql` union all `)}`.execute(db);
      const live = new Map(found.rows.map((r) => [Number(r.at), Number(r.n)]));
      const missing = checks.find((c, i) => live.get(i) !== c.ids.length);
      if (missing) throw badRequest(`${missing.label}不存在`);
    }
    if (malformed) throw badRequest(`${malformed}不存在`);
  };
}
