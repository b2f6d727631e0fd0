import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 工作流 (issue 14): /api/blade-flow/* and /api/blade-desk/process/* on a persisted bpmn-engine. */
export async function registerWorkflow(_app: FastifyInstance, _deps: AppDeps) {
}
