import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { todayIn } from '../../crud/no-past';
import { registerRemoveHook, registerWriteHook } from '../../crud/write-hooks';
import type { WriteScope } from '../../crud/write-scope';
import type { RequestContext } from '../../http/access';

type Row = Record<string, unknown>;

/**
 * 设施数量 kept equal to the reported facilities: every insert, update and removal of a reported
 * facility recounts its subject's facilities of that kind (and of the old kind or subject when an
 * update moved it) in the same transaction, into the one count row of that subject and kind. The
 * subject row is locked first, so two saves for one subject count one after the other and never make
 * two count rows. Counts are read tenant-wide (the caller's data scope limits what they see, not
 * what a subject has).
 */
export function registerFacilityCount(app: FastifyInstance) {
  const numbers = app.repo('reportfacilitynumber');

  async function recount(scope: WriteScope, ctx: RequestContext, subjectId: unknown, facilityType: unknown) {
    if (subjectId === null || subjectId === undefined || facilityType === null || facilityType === undefined) return;
    const { trx } = scope;
    const subject = await trx
      .selectFrom('biz_subject')
      .select(['dept_id as dept', 'region_code as region'])
      .where('id', '=', String(subjectId))
      .where('tenant_id', '=', ctx.tenantId)
      .forUpdate()
      .executeTakeFirst();
    if (!subject) return;
    const counted = await trx
      .selectFrom('biz_report_facility')
      .select([sql<string>`count(*)`.as('n'), sql<string>`count(*) filter (where facility_status = 1)`.as('inuse')])
      .where('tenant_id', '=', ctx.tenantId)
      .where('subject_id', '=', String(subjectId))
      .where('facility_type', '=', Number(facilityType))
      .where('is_deleted', '=', 0)
      .executeTakeFirstOrThrow();
    const values = {
      facility_count: Number(counted.n),
      in_use_count: Number(counted.inuse),
      report_date: todayIn(app.config.timeZone),
    };
    const existing = await trx
      .selectFrom(numbers.def.table)
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('subject_id', '=', String(subjectId))
      .where('facility_type', '=', Number(facilityType))
      .where('is_deleted', '=', 0)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable(numbers.def.table)
        .set({ ...values, update_user: ctx.userId || null, update_time: sql<string>`now()` })
        .where('id', '=', existing.id as string)
        .execute();
      scope.touch(numbers.versionKeyFor(ctx));
    } else if (values.facility_count > 0) {
      await numbers.insertIn(scope, ctx, {
        ...values,
        subject_id: String(subjectId),
        facility_type: Number(facilityType),
        dept_id: subject.dept ?? null,
        region_code: subject.region ?? null,
      });
    }
  }

  const key = (r: Row) => `${r.subjectId}|${r.facilityType}`;
  registerWriteHook('reportfacility', async ({ scope, ctx, row, before }) => {
    await recount(scope, ctx, row.subjectId, row.facilityType);
    if (before && key(before) !== key(row)) await recount(scope, ctx, before.subjectId, before.facilityType);
  });
  registerRemoveHook('reportfacility', async ({ scope, ctx, rows }) => {
    const pairs = new Map(rows.map((r) => [key(r), r]));
    for (const r of pairs.values()) await recount(scope, ctx, r.subjectId, r.facilityType);
  });
}
