import type { FastifyInstance } from 'fastify';
import type { ResourceName } from '../../../../resources/declarations';
import type { RequestContext } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { tenantWide } from './context';
import { allVisible } from '../../../crud/repository';

/** The resources a user's comma-joined references name (the declaration's `ids` fields with a `reference`). */
type UserReference = 'role' | 'dept' | 'post';

/**
 * Every id in a user's comma-joined references (roleId, deptId, postId: the declaration's `ids` fields
 * with a `reference`) must be a live row of the caller's tenant; otherwise a tenant could attach another
 * tenant's role to its users and inherit that role's grants.
 */
export async function assertOwnReferences(app: FastifyInstance, ctx: RequestContext, values: Record<string, unknown>) {
  for (const f of app.repo('user').def.fields) {
    if (f.type !== 'ids' || !('reference' in f)) continue;
    const raw = values[f.name];
    if (raw === undefined || raw === null || raw === '') continue;
    await assertOwnIds(app, ctx, f.reference, String(raw).split(','), `${f.label}不存在`);
  }
}

/** All of these ids are live rows of that resource in the caller's tenant (whatever the caller's data scope), else `message`. */
export async function assertOwnIds(
  app: FastifyInstance,
  ctx: RequestContext,
  resource: UserReference & ResourceName,
  ids: string[],
  message: string,
) {
  const unique = [...new Set(ids)];
  const repo = app.repo(resource);
  if (!(await allVisible(repo, app.db, tenantWide(ctx), unique))) throw badRequest(message);
}
