import { sweepMissingReports } from '../../server/domains/report/warn-sweep';
import { okCalls } from './business-calls';
import type { TestServer } from './harness';

/**
 * Monthly self-check duties as the warning, statistics and map tests set them up: checkpoints (market
 * type 1, monthly unless told), subjects assigned them and owing reports from `from` (王店长 reports),
 * the reports, and the sweep that raises the missing ones.
 */
export function selfCheckCalls(server: () => TestServer, from: string) {
  const { ok } = okCalls(server);
  return {
    /** A checkpoint of market type 1 reported monthly (`over` changes any field); its id. */
    addCheckpoint: async (token: string, name: string, over: Record<string, unknown> = {}) =>
      (
        await ok('/api/subject/checkpoint/submit', token, {
          checkpointName: name,
          marketType: 1,
          reportFrequency: 3,
          ...over,
        })
      ).id as string,
    /** Assigns the checkpoint to the subject. */
    assign: (token: string, subjectId: string, checkpointId: string) =>
      ok('/api/subject/subjectcheckpoint/submit', token, { subjectId, checkpointId }),
    /** Makes the subject owe monthly reports from `from` (`over` changes any field). */
    mustReport: (token: string, subjectId: string, over: Record<string, unknown> = {}) =>
      ok('/api/subject/reportsubject/submit', token, {
        subjectId,
        reportFrequency: 3,
        startDate: from,
        staffName: '王店长',
        staffPhone: '13800138001',
        ...over,
      }),
    /** The subject's report of the checkpoint for the period (normal unless `over` says isAb: 1); its id. */
    reportOf: async (
      token: string,
      subjectId: string,
      checkpointId: string,
      periodStart: string,
      over: Record<string, unknown> = {},
    ) =>
      (
        await ok('/api/subject/reportcheck/submit', token, {
          subjectId,
          checkpointId,
          periodStart,
          isAb: 0,
          reporterName: '王店长',
          ...over,
        })
      ).id as string,
    /** Runs the missing-report sweep for the tenant as of `today`, looking back 100 days. */
    sweep: (today: string, tenantId: string) =>
      sweepMissingReports(server().built.app.db, { today, lookBackDays: 100, tenantId, feed: server().built.app.feed }),
  };
}
