import fp from 'fastify-plugin';
import { registerAppUsers } from './app-users';
import { registerComplaints } from './complaints';
import { registerEvaluations } from './evaluations';

/** 投诉评价 domain (domain.md flow 8): app users and their certification, complaints, evaluations. */
export default fp(
  async (app) => {
    registerAppUsers(app);
    registerComplaints(app);
    registerEvaluations(app);
  },
  { name: 'domain:consumer', dependencies: ['repositories'] },
);
