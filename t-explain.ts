import { sql } from 'kysely';
import { loadConfig } from './server/config';
import { buildApp } from './server/app';
import { closedPeriodsBeginning, dueCte, reportOf } from './server/modules/report/obligations';
import { todayIn } from './server/crud/no-past';
import { addDays } from './resources/report-periods';
const cfg = loadConfig({ DATA_DIR: ':memory:', ADMIN_PASSWORD: 'Xx#12345678', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent' } as NodeJS.ProcessEnv, { databaseUrl: process.env.PGURL ?? '' });
const app = await buildApp(cfg);
const db = app.deps.database.db;
const today = todayIn();
const periods = closedPeriodsBeginning(addDays(today, -130), today, today);
console.log('periods', periods.length);
for (const t of ['biz_subject_checkpoint', 'biz_checkpoint', 'biz_subject', 'biz_report_subject', 'biz_report_check']) {
  const r = await sql<{ n: string }>`select count(*) as n from ${sql.table(t)} where tenant_id = '100001'`.execute(db);
  console.log(t, r.rows[0].n);
}
const visible = db.selectFrom('biz_subject').select('id').where('tenant_id', '=', '100001').where('is_deleted', '=', 0);
const t0 = Date.now();
const { rows } = await sql<Record<string, unknown>>`explain analyze ${dueCte('100001', periods, { subjectIn: visible })}
      select d.market_type as key, count(*) as should, count(r.id) as reported
      from due d left join biz_report_check r on ${reportOf('100001')}
      group by 1 order by 1`.execute(db);
console.log(Date.now() - t0);
console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
await app.close();
