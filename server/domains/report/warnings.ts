import type { FastifyInstance } from 'fastify';
import { registerWriteHook } from '../../crud/write-hooks';
import { todayIn } from '../../crud/no-past';
import { registerCaseFiling } from './case-filing';
import { registerWarnActions } from './warn-actions';
import { engineQuery } from './warn-filters';
import { reportWarnHook } from './warn-hooks';
import { registerWarnQueries } from './warn-queries';
import { registerWarnSummaryExport } from './warn-export';
import { startSweepJob } from './warn-sweep';

type Query = Record<string, unknown>;

/** The engine's reads of warnings that take the warn query (warn-filters.ts engineQuery). */
const ENGINE_READS = ['list', 'page', 'export', 'exportExcel'];

/**
 * Report warnings, cases, filings and documents (issue 10): the report's write hook that raises and
 * clears warnings, the sweep job for missing reports, the warn query calls, case-save and
 * batch-complete, the summary export, and the case filing hooks.
 */
export function registerReportWarnings(app: FastifyInstance) {
  const warns = app.repo('reportcheckwarn');
  const paths = new Set(ENGINE_READS.map((p) => `${warns.def.base}/${p}`));
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0];
    if (paths.has(path) && req.query && typeof req.query === 'object') req.query = engineQuery(req.query as Query);
  });

  const offReport = registerWriteHook(
    'reportcheck',
    reportWarnHook(() => warns),
  );
  registerWarnQueries(app);
  registerWarnActions(app);
  registerWarnSummaryExport(app);
  registerCaseFiling(app);

  const job = startSweepJob(app.db, {
    intervalMinutes: app.config.warnSweepMinutes,
    lookBackDays: app.config.warnSweepLookBackDays,
    today: () => todayIn(app.config.timeZone),
    feed: app.feed,
    log: (err) => app.log.error({ err }, 'report warning sweep failed'),
  });
  app.addHook('onClose', async () => {
    job.stop();
    offReport();
  });
}
