import fp from 'fastify-plugin';
import { todayIn } from '../../crud/no-past';
import { startSweepJob, type SweepJob } from './warn-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** The 未上报 sweep of this instance: runs on its interval; `runOnce` sweeps now, as of today on the clock. */
    reportWarnSweep: SweepJob;
  }
}

/**
 * 企业自查 domain (docs/domain.md flow 1): self-check reports, their findings and warnings, cases and
 * filings. What no one resource owns: the job that writes the 未上报 warnings of periods that closed
 * without a report (warn-sweep.ts). The resources' own rules and routes are in resources/report/<name>/server.ts.
 */
export default fp(
  async (app) => {
    const job = startSweepJob(app.db, {
      intervalMinutes: app.config.warnSweepMinutes,
      lookBackDays: app.config.warnSweepLookBackDays,
      today: () => todayIn(app.config.timeZone),
      feed: app.feed,
      log: (err) => app.log.error({ err }, 'report warning sweep failed'),
    });
    app.decorate('reportWarnSweep', job);
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'domain:report', dependencies: ['database'] },
);
