import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** Evaluations (issue 12): filled in by that work. */
export function registerEvaluations(_app: FastifyInstance, _deps: AppDeps) {}
