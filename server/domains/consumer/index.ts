import type { FastifyInstance } from 'fastify';
import { registerAppUsers } from './app-users';
import { registerComplaints } from './complaints';
import { registerEvaluations } from './evaluations';

/** 投诉评价 domain (domain.md flow 8): app users and their certification, complaints, evaluations. */
export async function registerConsumer(app: FastifyInstance) {
  registerAppUsers(app);
  registerComplaints(app);
  registerEvaluations(app);
}
