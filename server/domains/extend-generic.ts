import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Around = (req: FastifyRequest, next: () => Promise<unknown>, reply: FastifyReply) => Promise<unknown>;

/**
 * Adds behaviour around a generic CRUD route without replacing it: `around` runs after the guard
 * (access checked, req.ctx set), may check or complete the request, calls `next` for the generic
 * handler, and acts on its success (bump counters, drop links). The generic route keeps validation,
 * tenant scope and the declaration's `operations` (which the web app reads) in one place.
 * Must run before the engine registers its routes; modules are registered first (server/app.ts).
 */
export function aroundGeneric(app: FastifyInstance, method: 'GET' | 'POST', url: string, around: Around) {
  app.addHook('onRoute', (route) => {
    if (route.url !== url || ![route.method].flat().includes(method)) return;
    route.config = { ...route.config, aroundGeneric: true };
    const generic = route.handler;
    route.handler = async function wrapped(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      return around(req, async () => generic.call(this, req, reply), reply);
    };
  });
}
