import type { FieldDef, ResourceDef } from '../../resources/types';
import { snake } from '../../resources/types';
import type { Db } from '../db/connection';
import type { RequestContext } from '../http/access';
import { isId } from '../http/ids';
import type { Repository } from './repository';

type Row = Record<string, unknown>;

/**
 * What the export shows instead of stored codes and ids: dictionary labels, state labels, choice
 * names (read once per export) and the labels of referenced rows (one query per referenced table and
 * batch, never one per row).
 */

/** The caller's tenant without data-scope narrowing: a label is a name, not a row one may read. */
const tenantWide = (ctx: RequestContext): RequestContext => ({ ...ctx, dataScopes: new Map() });

/** code → label of the fields whose values are codes: dictionary, declared choices, life-cycle states. */
export async function codeLabels(db: Db, repos: ReadonlyMap<string, Repository>, ctx: RequestContext, def: ResourceDef, fields: FieldDef[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const f of fields) {
    const state = def.lifecycles?.find((l) => l.field === f.name);
    if (state) out.set(f.name, new Map(state.states.map((s) => [String(s.code), s.label])));
    else if (f.choices) out.set(f.name, new Map(f.choices.map((c) => [String(c.id), c.name])));
    else if (f.dict) out.set(f.name, await dictionary(db, repos.get(f.dict.biz ? 'dict-biz' : 'dict'), ctx, f.dict.code));
  }
  return out;
}

/** The entries of one dictionary code as the caller's tenant has them (dict-biz is per tenant). */
async function dictionary(db: Db, repo: Repository | undefined, ctx: RequestContext, code: string): Promise<Map<string, string>> {
  if (!repo) return new Map();
  const rows = await db.selectFrom(repo.def.table).select(['dictKey', 'dictValue'])
    .where((eb) => eb.and([repo.scope(eb, tenantWide(ctx)), eb('code', '=', code), eb('parentId', '<>', '0')]))
    .execute();
  return new Map(rows.map((r) => [String(r.dictKey), String(r.dictValue ?? '')]));
}

/** The wire name of a reference's label (`deptId` → `deptName`), as the declaration types define it. */
export const labelAsOf = (f: FieldDef) => f.labelAs ?? `${f.name.replace(/Id$/, '')}Name`;

/**
 * The field that names a row of `target`: its declared `labelField`, else the usual names
 * (`deptName` for dept, `realName` for users, `name`), else its first search field.
 */
export function labelFieldOf(target: ResourceDef): string | undefined {
  const names = new Set(target.fields.filter((f) => !f.serverOnly).map((f) => f.name));
  const candidates = [target.labelField, `${target.name}Name`, 'realName', 'name', target.fields.find((f) => f.search && !f.serverOnly)?.name];
  return candidates.find((c): c is string => !!c && names.has(c));
}

const idsOf = (v: unknown) => String(v ?? '').split(',').map((s) => s.trim()).filter((s) => isId(s) && s !== '0');

/**
 * id → label for one batch of rows, per reference field. Rows that already carry the label on the wire
 * (`deptName` beside `deptId`) are taken as they are; the others cost one query per referenced table.
 */
export async function referenceLabels(db: Db, repos: ReadonlyMap<string, Repository>, ctx: RequestContext, fields: FieldDef[], rows: Row[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  await Promise.all(fields.map(async (f) => {
    const target = f.reference ? repos.get(f.reference) : undefined;
    const column = target && labelFieldOf(target.def);
    if (!target || !column) return;
    const labelAs = labelAsOf(f);
    const ids = new Set<string>();
    for (const r of rows) {
      const v = r[f.name];
      if (v !== null && v !== undefined && v !== '' && r[labelAs] === undefined) for (const id of idsOf(v)) ids.add(id);
    }
    if (ids.size === 0) return;
    const found = await db.selectFrom(target.def.table).select(['id', `${snake(column)} as label`])
      .where((eb) => eb.and([target.scope(eb, tenantWide(ctx)), eb('id', 'in', [...ids])]))
      .execute();
    out.set(f.name, new Map(found.map((r) => [String(r.id), String(r.label ?? '')])));
  }));
  return out;
}
