import type { RequestContext } from '../http/access';

/** The dept a caller's new rows are filed under: the first of its depts, or none. */
export const firstDeptOf = (ctx: RequestContext): string | null => (ctx.deptId || '').split(',')[0] || null;

/**
 * The audit columns of a live row the caller creates outside the generic submit (a hook's rows, a batch
 * insert): created and last changed by the caller, in its first dept. The database stamps the times.
 */
export const createdBy = (ctx: RequestContext) => ({
  createUser: ctx.userId || null,
  createDept: firstDeptOf(ctx),
  updateUser: ctx.userId || null,
  status: 1,
  isDeleted: 0,
});
