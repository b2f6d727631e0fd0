import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** Complaints (issue 12): filled in by that work. */
export function registerComplaints(_app: FastifyInstance, _deps: AppDeps) {}
