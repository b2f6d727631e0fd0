import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';

/** Routes beyond the generic CRUD of declared resources, one module per area. */
export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  void app;
  void deps;
}
