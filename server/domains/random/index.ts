import fp from 'fastify-plugin';

/**
 * 双随机一公开 domain (docs/domain.md flow 2): random inspection tasks and random self-report tasks. Every
 * rule and route of it is one resource's (resources/random/<name>/server.ts, with the logic they share
 * here: the draw, draw.ts; the tasks' and reports' rules); nothing is domain-wide.
 */
export default fp(async () => {}, { name: 'domain:random', dependencies: ['repositories'] });
