import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { registerAppUsers } from './app-users';
import { registerComplaints } from './complaints';
import { registerEvaluations } from './evaluations';

/** 投诉评价 domain (domain.md flow 8): app users and their certification, complaints, evaluations. */
export async function registerConsumer(app: FastifyInstance, deps: AppDeps) {
  registerAppUsers(app, deps);
  registerComplaints(app, deps);
  registerEvaluations(app, deps);
}
