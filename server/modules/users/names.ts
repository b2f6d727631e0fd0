import type { AppDeps } from '../../app';
import type { RequestContext } from '../../http/access';
import { isId } from '../../http/ids';
import { tenantWide } from './context';

type Row = Record<string, unknown>;

/** The comma-joined references of a user, and the column naming a row of each referenced table. */
const REFERENCES = [
  { field: 'roleId', into: 'roleName', resource: 'role', column: 'role_name' },
  { field: 'deptId', into: 'deptName', resource: 'dept', column: 'dept_name' },
  { field: 'postId', into: 'postName', resource: 'post', column: 'post_name' },
] as const;

const idsOf = (v: unknown) => String(v ?? '').split(',').map((s) => s.trim()).filter(isId);

/** id → name of the given rows of one resource, in the caller's tenant: one query for a whole page. */
async function labels(deps: AppDeps, ctx: RequestContext, resource: string, column: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const repo = deps.repo(resource);
  const rows = await deps.database.db.selectFrom(repo.def.table).select(['id', `${column} as label`])
    .where((eb) => eb.and([repo.scope(eb, tenantWide(ctx)), eb('id', 'in', ids)]))
    .execute();
  return new Map(rows.map((r) => [String(r.id), String(r.label ?? '')]));
}

async function tenantNames(deps: AppDeps, tenantIds: string[]): Promise<Map<string, string>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await deps.database.db.selectFrom('bladeTenant').select(['tenantId', 'tenantName'])
    .where('tenantId', 'in', tenantIds).where('isDeleted', '=', 0).execute();
  return new Map(rows.map((r) => [String(r.tenantId), String(r.tenantName ?? '')]));
}

async function userTypeNames(deps: AppDeps): Promise<Map<string, string>> {
  const rows = await deps.database.db.selectFrom('bladeDict').select(['dictKey', 'dictValue'])
    .where('code', '=', 'user_type').where('parentId', '<>', '0').where('isDeleted', '=', 0).execute();
  return new Map(rows.map((r) => [String(r.dictKey), String(r.dictValue ?? '')]));
}

/**
 * Serialized user rows as Blade's UserVO answers them: tenantName, roleName, deptName, postName and
 * userTypeName beside the ids, and empty references as "" rather than null (Saber's edit dialog calls
 * `postId.split(',')`). A fixed number of queries per call, whatever the number of rows.
 */
export async function withUserNames(deps: AppDeps, ctx: RequestContext, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const [tenants, types, ...refs] = await Promise.all([
    tenantNames(deps, [...new Set(rows.map((r) => String(r.tenantId ?? '')).filter(Boolean))]),
    userTypeNames(deps),
    ...REFERENCES.map((ref) => labels(deps, ctx, ref.resource, ref.column, [...new Set(rows.flatMap((r) => idsOf(r[ref.field])))])),
  ]);
  return rows.map((row) => {
    const out: Row = { ...row, tenantName: tenants.get(String(row.tenantId ?? '')) ?? '' };
    REFERENCES.forEach((ref, i) => {
      out[ref.field] = row[ref.field] === null || row[ref.field] === undefined ? '' : row[ref.field];
      out[ref.into] = idsOf(row[ref.field]).map((id) => refs[i].get(id)).filter(Boolean).join(',');
    });
    out.userTypeName = types.get(String(row.userType ?? '')) ?? '';
    return out;
  });
}
