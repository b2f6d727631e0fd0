import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { todayIn } from '../../crud/no-past';
import type { RemoveHook, WriteHook } from '../../crud/hooks';
import type { WriteScope } from '../../crud/write-scope';
import type { RequestContext } from '../../http/access';
import type reportfacility from '../../../resources/subject/reportfacility/schema';

/**
 * 设施数量 kept equal to the reported facilities: every insert, update and removal of a reported
 * facility recounts its subject's facilities of that kind (and of the old kind or subject when an
 * update moved it) in the same transaction, into the one count row of that subject and kind. The
 * subject row is locked first, so two saves for one subject count one after the other and never make
 * two count rows. Counts are read tenant-wide (the caller's data scope limits what they see, not
 * what a subject has).
 */
export function facilityCount(app: FastifyInstance) {
  const numbers = app.repo('reportfacilitynumber');
  const subjects = app.repo('subject');
  const facilities = app.repo('reportfacility');

  async function recount(scope: WriteScope, ctx: RequestContext, subjectId: unknown, facilityType: unknown) {
    if (subjectId === null || subjectId === undefined || facilityType === null || facilityType === undefined) return;
    const { trx } = scope;
    const subject = await trx
      .selectFrom(subjects.def.table)
      .select(['deptId as dept', 'regionCode as region'])
      .where('id', '=', String(subjectId))
      .where('tenantId', '=', ctx.tenantId)
      .forUpdate()
      .executeTakeFirst();
    if (!subject) return;
    const counted = await trx
      .selectFrom(facilities.def.table)
      .select([sql<string>`count(*)`.as('n'), sql<string>`count(*) filter (where facility_status = 1)`.as('inuse')])
      .where('tenantId', '=', ctx.tenantId)
      .where('subjectId', '=', String(subjectId))
      .where('facilityType', '=', Number(facilityType))
      .where('isDeleted', '=', 0)
      .executeTakeFirstOrThrow();
    const values = {
      facilityCount: Number(counted.n),
      inUseCount: Number(counted.inuse),
      reportDate: todayIn(app.config.timeZone),
    };
    const existing = await trx
      .selectFrom(numbers.def.table)
      .select('id')
      .where('tenantId', '=', ctx.tenantId)
      .where('subjectId', '=', String(subjectId))
      .where('facilityType', '=', Number(facilityType))
      .where('isDeleted', '=', 0)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable(numbers.def.table)
        .set({ ...values, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
        .where('id', '=', existing.id)
        .execute();
      scope.touch(numbers.versionKeyFor(ctx));
    } else if (values.facilityCount > 0) {
      await numbers.insertIn(scope, ctx, {
        ...values,
        subjectId: String(subjectId),
        facilityType: Number(facilityType),
        deptId: subject.dept ?? null,
        regionCode: subject.region ?? null,
      });
    }
  }

  const key = (r: { subjectId: unknown; facilityType: unknown }) => `${r.subjectId}|${r.facilityType}`;

  const onFacility: WriteHook<typeof reportfacility> = async ({ scope, ctx, row, before }) => {
    await recount(scope, ctx, row.subjectId, row.facilityType);
    if (before && key(before) !== key(row)) await recount(scope, ctx, before.subjectId, before.facilityType);
  };

  const onFacilitiesRemoved: RemoveHook<typeof reportfacility> = async ({ scope, ctx, rows }) => {
    const pairs = new Map(rows.map((r) => [key(r), r]));
    for (const r of pairs.values()) await recount(scope, ctx, r.subjectId, r.facilityType);
  };

  return { onFacility, onFacilitiesRemoved };
}
