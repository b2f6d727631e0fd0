import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** App users and real-name certification (issue 12): filled in by that work. */
export function registerAppUsers(_app: FastifyInstance, _deps: AppDeps) {}
