import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** Supervision notices (issue 12): filled in by that work. */
export function registerNotices(_app: FastifyInstance, _deps: AppDeps) {}
