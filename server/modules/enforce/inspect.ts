import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/** 巡检 (issue 11): filled in by the inspections work. */
export function registerInspect(_app: FastifyInstance, _deps: AppDeps) {}
