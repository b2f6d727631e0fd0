import type { FastifyInstance } from 'fastify';
import { registerInspect } from './inspect';
import { registerOnsite } from './onsite';

/** 执法检查 domain (domain.md flow 3): inspections and on-site inspections, and the findings they open. */
export async function registerEnforce(app: FastifyInstance) {
  registerInspect(app);
  registerOnsite(app);
}
