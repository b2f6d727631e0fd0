import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 统计 (issue 13, domain.md flow 10): /api/statistics/*, /api/app/* and the dashboard's counts. */
export async function registerStatistics(_app: FastifyInstance, _deps: AppDeps) {
}
