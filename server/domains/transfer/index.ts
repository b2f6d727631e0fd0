import fp from 'fastify-plugin';

/**
 * 移交与执法记录 domain (docs/domain.md flows 6-7): transfers, enforcement information and documents. Every
 * rule and route of it is one resource's (resources/transfer/<name>/server.ts, with the logic they
 * share here: ownership from the subject, the multipart form); nothing is domain-wide.
 */
export default fp(async () => {}, { name: 'domain:transfer', dependencies: ['repositories'] });
