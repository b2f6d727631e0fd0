import type { FieldDef, ResourceDef } from '../../resources/types';
import { engineView, type Db } from '../db/connection';
import { tenantWide, type RequestContext } from '../http/access';
import type { Repository } from './repository';

/**
 * What the export shows instead of stored codes: dictionary labels, state labels, choice names (read
 * once per export). Referenced rows' labels come from the engine's resolver (reference-labels.ts).
 */

/** code → label of the fields whose values are codes: dictionary, declared choices, life-cycle states. */
export async function codeLabels(
  db: Db,
  repos: ReadonlyMap<string, Repository>,
  ctx: RequestContext,
  def: ResourceDef,
  fields: FieldDef[],
): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const f of fields) {
    const state = def.lifecycles?.find((l) => l.field === f.name);
    if (state) out.set(f.name, new Map(state.states.map((s) => [String(s.code), s.label])));
    else if (f.choices) out.set(f.name, new Map(f.choices.map((c) => [String(c.id), c.name])));
    else if (f.dict)
      out.set(f.name, await dictionary(db, repos.get(f.dict.biz ? 'dict-biz' : 'dict'), ctx, f.dict.code));
  }
  return out;
}

/** The entries of one dictionary code as the caller's tenant has them (dict-biz is per tenant). */
async function dictionary(
  db: Db,
  repo: Repository | undefined,
  ctx: RequestContext,
  code: string,
): Promise<Map<string, string>> {
  if (!repo) return new Map();
  const rows = await engineView(db)
    .selectFrom(repo.def.table)
    .select(['dictKey', 'dictValue'])
    .where((eb) => eb.and([repo.scope(eb, tenantWide(ctx)), eb('code', '=', code), eb('parentId', '<>', '0')]))
    .execute();
  return new Map(rows.map((r) => [String(r.dictKey), String(r.dictValue ?? '')]));
}
