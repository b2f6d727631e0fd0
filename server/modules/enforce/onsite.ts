import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 现场检查 (issue 11): filled in by the on-site inspections work. */
export function registerOnsite(_app: FastifyInstance, _deps: AppDeps) {}
