import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 移交与执法记录 domain (domain.md flows 6-7): transfers, enforcement information and documents (issue 11). */
export async function registerTransfer(_app: FastifyInstance, _deps: AppDeps) {}
