import fp from 'fastify-plugin';
import { registerSupervise } from './supervise';
import { registerApprovals } from './approvals';
import { registerSuperviseLookups } from './lookups';
import { registerSuperviseRecords } from './records';
import { registerCorrect } from './correct';

/** 督办整改 domain (domain.md flows 4-5): supervision by role and rectification (issue 11). */
export default fp(
  async (app) => {
    registerSupervise(app);
    registerApprovals(app);
    registerSuperviseLookups(app);
    registerSuperviseRecords(app);
    registerCorrect(app);
  },
  { name: 'domain:supervise', dependencies: ['repositories'] },
);
