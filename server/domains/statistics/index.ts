import fp from 'fastify-plugin';
import { registerAppCalls } from './app-calls';
import { registerStatisticsCalls } from './statistics-calls';
import { StatReader } from './stat-reader';

/**
 * 统计 (docs/domain.md flow 10): /api/statistics/* (the statistics screens) and /api/app/* (the
 * dashboard). Counts come from the business tables through each resource's repository scope (tenant
 * and data scope), cached per change counter of the tables read (stat-reader.ts).
 */
export default fp(
  async (app) => {
    const reader = new StatReader(app);
    registerAppCalls(app, reader);
    registerStatisticsCalls(app, reader);
  },
  { name: 'domain:statistics', dependencies: ['repositories'] },
);
