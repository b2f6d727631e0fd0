import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 数据源、代码生成、报表 (issue 15): /api/blade-develop/*, /api/blade-report/report/rest, tenant data sources. */
export async function registerDevelop(_app: FastifyInstance, _deps: AppDeps) {
}
