import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '../../resources/types';
import { labelledReferences } from '../../resources/references';
import { engineView, type Db } from '../db/connection';
import type { Access, RequestContext } from '../http/access';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { isId } from '../core/ids';
import type { Repository } from './repository';
import { codesOf } from './routes';

type Query = Record<string, unknown>;

const DEFAULT_SIZE = 20;
const MAX_SIZE = 50;
const MAX_IDS = 200;
const MAX_SEARCH = 100;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);
const text = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) ? String(v[v.length - 1] ?? '') : '').trim();

/**
 * Who may pick rows of `target` by name: whoever reads it, and whoever reads or writes a declaration
 * that refers to it (an enforcer filling an inspection's enforcers without the user menu, a filter on
 * a subject list by dept). A platform-only target stays the platform administrator's.
 */
function pickerAccess(target: ResourceDef, referrers: readonly ResourceDef[]): Access {
  if (target.platformOnly) return { platformAdmin: true };
  const codes = new Set(codesOf(target).read);
  for (const d of referrers) {
    const c = codesOf(d);
    for (const code of [...c.read, c.add, c.edit]) codes.add(code);
  }
  return { perm: [...codes] };
}

/**
 * `GET {base}/options` of every declaration that names its rows (`labelField`): the picker of a
 * reference field. Answers `[{id, <labelField>}]`, the name followed by the declared `labelDetail`
 * when the row has one (`AJ20260001 金星KTV未按期自查上报`): the rows whose name (or detail) contains `<labelField>=`
 * (at most `size`, default 20), or the rows of `ids=1,2` (the current value's names, before anyone
 * types). Names only, so it is open to the forms and filters that refer to the resource, not just to
 * its own readers; tenant-wide through the target's scope (data scope narrows what one reads, not what
 * one may refer to: the write path checks references the same way, server/crud/references.ts).
 */
export function registerReferenceOptions(app: FastifyInstance, db: Db, repos: ReadonlyMap<string, Repository>) {
  const defs = [...repos.values()].map((repo) => repo.def);
  const targetOf = (name: string) => repos.get(name)?.def;
  for (const repo of repos.values()) {
    const def = repo.def;
    const labelField = def.labelField;
    if (!labelField) continue;
    const referrers = defs.filter((d) => labelledReferences(d, targetOf).some((ref) => ref.target === def));
    const column = labelField;
    const detail = def.labelDetail;
    const order = def.defaultSort
      ? {
          column: def.defaultSort.field,
          dir: def.defaultSort.order === 'ASC' ? ('asc' as const) : ('desc' as const),
        }
      : undefined;

    app.get(
      `${def.base}/options`,
      { config: { access: pickerAccess(def, referrers), validatedBy: 'declaration' } },
      async (req) => {
        const query = (req.query ?? {}) as Query;
        const ctx: RequestContext = { ...(req.ctx as RequestContext), dataScopes: new Map() };
        const ids = text(query.ids)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (ids.length > MAX_IDS || !ids.every(isId)) throw badRequest('参数格式错误: ids');
        const search = text(query[labelField]);
        if (search.length > MAX_SEARCH || search.includes('\u0000'))
          throw badRequest(`查询参数格式错误: ${labelField}`);
        const sizeText = text(query.size);
        const size = sizeText === '' ? DEFAULT_SIZE : Number(sizeText);
        if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE)
          throw badRequest(`分页参数错误: size 应在 1 到 ${MAX_SIZE} 之间`);

        let q = engineView(db)
          .selectFrom(def.table)
          .select(['id', `${column} as label`, `${detail ?? column} as detail`])
          .where((eb) =>
            eb.and([
              repo.scope(eb, ctx),
              ...(ids.length ? [eb(eb.ref('id'), 'in', ids)] : []),
              ...(search
                ? [
                    eb.or(
                      [column, ...(detail ? [detail] : [])].map((c) =>
                        eb(eb.ref(c), 'like', `%${likeEscape(search)}%`),
                      ),
                    ),
                  ]
                : []),
            ]),
          );
        if (order) q = q.orderBy(order.column, order.dir);
        const rows = await q
          .orderBy('id', 'desc')
          .limit(ids.length || size)
          .execute();
        return ok(
          rows.map((r) => ({
            id: String(r.id),
            [labelField]: optionLabel(r.label, detail ? r.detail : undefined),
          })),
        );
      },
    );
  }
}

const textOf = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A row's name in a picker: its label, then its detail when it has one. */
const optionLabel = (label: unknown, detail: unknown) => [textOf(label), textOf(detail)].filter(Boolean).join(' ');
