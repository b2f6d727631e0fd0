import { INSPECTION_ROLES } from '../../../domains/system/users/selects';
import type { DemoContext, Row } from '../../types';
import { idList } from './wire';

/**
 * The tenant's active inspection staff (users holding an inspector's or enforcer's role, as
 * selectForInspect lists them), in id order, with their account.
 */
export async function inspectionStaff(ctx: DemoContext): Promise<Row[]> {
  const roles = new Set(
    (await ctx.rowsOf('role', ['roleAlias']))
      .filter((r) => INSPECTION_ROLES.includes(String(r.roleAlias)))
      .map((r) => String(r.id)),
  );
  return (await ctx.rowsOf('user', ['account', 'roleId', 'status'])).filter(
    (u) => Number(u.status) === 1 && idList(u.roleId).some((r) => roles.has(r)),
  );
}
