import type { FastifyInstance } from 'fastify';
import { registerTransfers } from './transfers';
import { registerEnforceInfo } from './enforce-info';
import { registerEnforcementSheets } from './enforcement-sheets';

/** 移交与执法记录 domain (domain.md flows 6-7): transfers, enforcement information and documents (issue 11). */
export async function registerTransfer(app: FastifyInstance) {
  registerTransfers(app);
  registerEnforceInfo(app);
  registerEnforcementSheets(app);
}
