import fp from 'fastify-plugin';

/**
 * 投诉评价 domain (docs/domain.md flow 8): app users and their certification, complaints, evaluations. All
 * of it is some resource's (resources/consumer/<name>/server.ts, built from the logic here: app-users.ts,
 * certification.ts, complaint-*.ts, evaluation*.ts); the domain has no service or route of its own.
 */
export default fp(async () => undefined, { name: 'domain:consumer', dependencies: ['repositories'] });
