import fp from 'fastify-plugin';

/**
 * blade-desk: supervision notices to subjects and who read them. All of it is the notice resource's
 * (resources/desk/notice/server.ts, built from notices.ts and notice-reads.ts); the domain has no
 * service or route of its own.
 */
export default fp(async () => undefined, { name: 'domain:desk', dependencies: ['repositories'] });
