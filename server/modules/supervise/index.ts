import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 督办整改 domain (domain.md flows 4-5): supervision by role and rectification (issue 11). */
export async function registerSuperviseDomain(_app: FastifyInstance, _deps: AppDeps) {}
