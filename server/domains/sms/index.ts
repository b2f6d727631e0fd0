import fp from 'fastify-plugin';
import { startOutbox, type OutboxWorker } from './outbox';
import { loadSecretsKey } from '../../secrets/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS outbox worker: sends what send-message wrote, through the provider adapters (outbox.ts). */
    smsOutbox: OutboxWorker;
  }
}

/**
 * 短信 (docs/spec.md §7): the outbox worker that sends through the provider adapters, started with the
 * app and stopped on close (`app.smsOutbox`). The configs (sealed secrets, enable, send-message into
 * the outbox) are the `sms` resource's (resources/platform/sms/server.ts); the send log (smslog) is generic.
 */
export default fp(
  async (app) => {
    const worker = startOutbox(
      app.db,
      app.feed,
      loadSecretsKey(app.config),
      {
        maxAttempts: app.config.smsMaxAttempts,
        retryBaseMs: app.config.smsRetryBaseMs,
        intervalMs: app.config.smsWorkerMs,
      },
      app.log,
    );
    app.decorate('smsOutbox', worker);
    app.metrics.gauge({
      name: 'sms_outbox_queue_length',
      help: 'SMS messages of every tenant still to send, by state: pending (waiting for their time) or sending.',
      label: 'state',
      read: () => worker.queued(),
    });
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'domain:sms', dependencies: ['repositories', 'metrics'] },
);
