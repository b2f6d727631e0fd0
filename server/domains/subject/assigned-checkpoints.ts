import type { Db } from '../../db/connection';
import { liveOfTenant } from '../../db/live-rows';

/**
 * The live checkpoints assigned to subjects of a tenant: the assignment as `a`, the checkpoint as `c`,
 * for the caller to select from (and order).
 */
export const assignedCheckpoints = (db: Db, tenantId: string, subjectIds: readonly string[]) =>
  db
    .selectFrom('biz_subject_checkpoint as a')
    .innerJoin('biz_checkpoint as c', 'c.id', 'a.checkpointId')
    .where((eb) =>
      eb.and([
        ...liveOfTenant(eb, tenantId, 'a'),
        eb('a.subjectId', 'in', subjectIds),
        ...liveOfTenant(eb, tenantId, 'c'),
      ]),
    );
