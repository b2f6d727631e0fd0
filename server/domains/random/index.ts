import fp from 'fastify-plugin';
import { registerInspectTasks } from './inspect-tasks';
import { registerInspectRecords } from './inspect-records';
import { registerReportTasks } from './report-tasks';
import { registerReportReviews } from './report-reviews';

/** 双随机一公开 domain (domain.md flow 2): random inspection tasks and random self-report tasks. */
export default fp(
  async (app) => {
    registerInspectTasks(app);
    registerInspectRecords(app);
    registerReportTasks(app);
    registerReportReviews(app);
  },
  { name: 'domain:random', dependencies: ['repositories'] },
);
