/**
 * The inspection scenario of `npm run bench` (BENCH_ROUTES=inspectPage): 1,000,000 inspections
 * (`biz_inspect`) of 1,000 subjects over the last eleven days, one in four abnormal with a deadline,
 * each naming the platform admin as its inspector, seeded with set-based SQL in their own id range;
 * then `GET /api/enforcer/inspect/page` (first page, with its total) is measured. The list's default
 * order (newest first) walks the live index; the total is counted once per change of the table.
 */
import { sql } from 'kysely';
import type { Db } from '../server/db/connection';
import { liveOfTenant } from '../server/db/live-rows';
import { tenantAdminId } from '../server/demo/fill';

export const INSPECT_ROWS = Number(process.env.BENCH_INSPECT_ROWS || 1_000_000);
const SUBJECTS = 1_000;
const TENANT = '000000';

export async function seedInspections(db: Db, rows = INSPECT_ROWS): Promise<void> {
  const enforcer = await tenantAdminId(db, TENANT);
  if (!enforcer) throw new Error(`tenant ${TENANT} has no admin to name as the inspector`);
  await sql`insert into biz_subject (id, tenant_id, subject_name, credit_code, market_type, legal_person, contact_phone, address, region_code,
      pause_status, nfc_status, create_time, update_time, status, is_deleted)
    select 4000000000000000 + g, ${TENANT}, '巡检主体' || g || '号', '91330100XJ' || lpad(g::text, 8, '0'), (g % 8) + 1, '法人' || g,
      '137' || lpad(g::text, 8, '0'), '文二路' || g || '号', '330106', 0, 0, now() - interval '400 days', now(), 1, 0
    from generate_series(1, ${SUBJECTS}) g`.execute(db);
  await sql`insert into biz_inspect (id, tenant_id, inspect_no, subject_id, result, time_limit, content, enforcer_id, inspect_time, inspect_way,
      region_code, create_user, create_time, update_time, status, is_deleted)
    select 4100000000000000 + g, ${TENANT}, 'XJB' || lpad(g::text, 10, '0'), 4000000000000000 + (g % ${SUBJECTS}) + 1,
      case when g % 4 = 0 then 2 else 1 end, case when g % 4 = 0 then current_date + 7 end,
      case when g % 4 = 0 then '安全出口堆放杂物,责令整改' else '证照齐全,未发现违规' end || g, ${enforcer},
      now() - (g || ' seconds')::interval, case when g % 9 = 0 then 2 else 1 end, '330106', ${enforcer}::bigint,
      now() - (g || ' seconds')::interval, now(), 1, 0
    from generate_series(1, ${rows}) g`.execute(db);
  // Synchronously, so autovacuum does not work through the new rows while we measure.
  await sql`vacuum analyze biz_subject`.execute(db);
  await sql`vacuum analyze biz_inspect`.execute(db);
}

/** The inspector the dashboard bench's inspections written through the API name (seedInspector). */
export const BENCH_INSPECTOR = '4200000000000002';

/** An inspector of the platform tenant (an inspection names one), its role added when the tenant has none. */
export async function seedInspector(db: Db): Promise<void> {
  const role = await db
    .selectFrom('blade_role')
    .select('id')
    .where((eb) => eb.and([...liveOfTenant(eb, TENANT), eb('roleAlias', '=', 'inspector')]))
    .executeTakeFirst();
  const roleId = role ? String(role.id) : '4200000000000001';
  if (!role)
    await db
      .insertInto('blade_role')
      .values({
        id: roleId,
        tenantId: TENANT,
        parentId: '0',
        roleName: '检查员',
        roleAlias: 'inspector',
        sort: 9,
        isDeleted: 0,
      })
      .execute();
  await db
    .insertInto('blade_user')
    .values({
      id: BENCH_INSPECTOR,
      tenantId: TENANT,
      account: 'benchinsp',
      password: '-',
      name: '基准检查员',
      realName: '基准检查员',
      roleId,
      deptId: '',
      status: 1,
      isDeleted: 0,
    })
    .execute();
}
