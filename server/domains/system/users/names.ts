import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../../http/access';
import { referenceLabels } from '../../../crud/reference-labels';

/** A user row as an answer carries it: the wire row, the engine's reference names, the extras. */
type Row = Record<string, unknown>;

/** The user's comma-joined references; the engine adds their names (roleName, deptName, postName). */
const REFERENCE_FIELDS = ['roleId', 'deptId', 'postId'] as const;

async function tenantNames(app: FastifyInstance, tenantIds: string[]): Promise<Map<string, string>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await app.db
    .selectFrom('blade_tenant')
    .select(['tenantId', 'tenantName'])
    .where('tenantId', 'in', tenantIds)
    .where('isDeleted', '=', 0)
    .execute();
  return new Map(rows.map((r) => [String(r.tenantId), String(r.tenantName ?? '')]));
}

async function userTypeNames(app: FastifyInstance): Promise<Map<string, string>> {
  const rows = await app.db
    .selectFrom('blade_dict')
    .select(['dictKey', 'dictValue'])
    .where('code', '=', 'user_type')
    .where('parentId', '<>', '0')
    .where('isDeleted', '=', 0)
    .execute();
  return new Map(rows.map((r) => [String(r.dictKey), String(r.dictValue ?? '')]));
}

/**
 * What Blade's UserVO adds beyond the reference names the engine resolves on its read routes
 * (server/crud/reference-labels.ts): tenantName and userTypeName, and empty references as "" rather
 * than null (Saber's edit dialog calls `postId.split(',')`). Two queries per call, whatever the rows.
 */
export async function withUserExtras(app: FastifyInstance, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const [tenants, types] = await Promise.all([
    tenantNames(app, [...new Set(rows.map((r) => String(r.tenantId ?? '')).filter(Boolean))]),
    userTypeNames(app),
  ]);
  return rows.map((row) => {
    const out: Row = { ...row, tenantName: tenants.get(String(row.tenantId ?? '')) ?? '' };
    for (const field of REFERENCE_FIELDS)
      out[field] = row[field] === null || row[field] === undefined ? '' : row[field];
    out.userTypeName = types.get(String(row.userType ?? '')) ?? '';
    return out;
  });
}

/**
 * Serialized user rows as Blade's UserVO answers them, for reads outside the engine's routes (own
 * profile, all-list): the engine's reference names, then the extras. A fixed number of queries per
 * call, whatever the number of rows.
 */
export function userNames(app: FastifyInstance) {
  const labels = referenceLabels(app.db, app.repos);
  const def = app.repo('user').def;
  return async (ctx: RequestContext, rows: Row[]): Promise<Row[]> =>
    rows.length === 0 ? rows : withUserExtras(app, await labels.rows(ctx, def, rows));
}

export type UserNames = ReturnType<typeof userNames>;
