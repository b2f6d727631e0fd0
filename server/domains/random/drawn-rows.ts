import type { Db } from '../../db/connection';
import { INSPECT_PENDING } from '../../../resources/random/inspectrandom/schema';
import { liveOfTenant } from '../../db/live-rows';

/** The drawn rows of the random inspection tasks: one per subject a task drew. */
export const DRAWN = 'biz_inspect_random';

/** Whether a task still has a drawn subject whose inspection result is not recorded. */
export async function hasPendingDrawn(db: Db, tenantId: string, taskId: string): Promise<boolean> {
  const pending = await db
    .selectFrom(DRAWN)
    .select('id')
    .where((eb) =>
      eb.and([...liveOfTenant(eb, tenantId), eb('taskId', '=', taskId), eb('inspectStatus', '=', INSPECT_PENDING)]),
    )
    .executeTakeFirst();
  return pending !== undefined;
}
