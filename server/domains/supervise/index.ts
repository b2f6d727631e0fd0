import fp from 'fastify-plugin';

/**
 * 督办整改 domain (docs/domain.md flows 4-5): supervision by role and rectification. Every rule and route
 * of it is one resource's (resources/supervise/<name>/server.ts, with the logic they share here: the
 * finding a supervision or rectification is about, sources.ts); nothing is domain-wide.
 */
export default fp(async () => {}, { name: 'domain:supervise', dependencies: ['repositories'] });
