import fp from 'fastify-plugin';
import { registerTransfers } from './transfers';
import { registerEnforceInfo } from './enforce-info';
import { registerEnforcementSheets } from './enforcement-sheets';

/** 移交与执法记录 domain (domain.md flows 6-7): transfers, enforcement information and documents (issue 11). */
export default fp(
  async (app) => {
    registerTransfers(app);
    registerEnforceInfo(app);
    registerEnforcementSheets(app);
  },
  { name: 'domain:transfer', dependencies: ['repositories'] },
);
