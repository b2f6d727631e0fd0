import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 短信 (issue 15): /api/blade-resource/sms, provider adapters and the outbox worker. */
export async function registerSms(_app: FastifyInstance, _deps: AppDeps) {
}
