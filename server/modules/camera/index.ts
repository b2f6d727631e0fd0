import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 摄像头 (issue 16, domain.md flow 9): cameras, AI events, alarms, the open API and the HLS gateway. */
export async function registerCamera(_app: FastifyInstance, _deps: AppDeps) {
}
