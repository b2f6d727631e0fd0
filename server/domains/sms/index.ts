import fp from 'fastify-plugin';
import { registerSmsConfigs } from './configs';
import { startOutbox } from './outbox';
import { loadSecretsKey } from '../../secrets/secret-box';
import { registerSendMessage } from './send';

/**
 * 短信 (issue 15): /api/blade-resource/sms (configs with sealed secrets, enable), its
 * endpoint/send-message into the outbox, and the outbox worker that sends through the provider
 * adapters; started with the app and stopped on close. The send log (resource smslog) is generic.
 */
export default fp(
  async (app) => {
    const key = loadSecretsKey(app.config);
    const worker = startOutbox(
      app.db,
      app.feed,
      key,
      {
        maxAttempts: app.config.smsMaxAttempts,
        retryBaseMs: app.config.smsRetryBaseMs,
        intervalMs: app.config.smsWorkerMs,
      },
      app.log,
    );
    app.addHook('onClose', async () => worker.stop());
    registerSmsConfigs(app, key);
    registerSendMessage(app, () => {
      if (app.config.smsWorkerMs > 0) worker.kick();
    });
  },
  { name: 'domain:sms', dependencies: ['repositories'] },
);
