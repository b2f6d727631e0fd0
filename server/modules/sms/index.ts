import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { registerSmsConfigs } from './configs';
import { startOutbox } from './outbox';
import { loadSecretsKey } from '../../secrets/secret-box';
import { registerSendMessage } from './send';

/**
 * 短信 (issue 15): /api/blade-resource/sms (configs with sealed secrets, enable), its
 * endpoint/send-message into the outbox, and the outbox worker that sends through the provider
 * adapters; started with the app and stopped on close. The send log (resource smslog) is generic.
 */
export async function registerSms(app: FastifyInstance, deps: AppDeps) {
  const key = loadSecretsKey(deps.cfg);
  const worker = startOutbox(
    deps.database.db,
    deps.feed,
    key,
    {
      maxAttempts: deps.cfg.smsMaxAttempts,
      retryBaseMs: deps.cfg.smsRetryBaseMs,
      intervalMs: deps.cfg.smsWorkerMs,
    },
    app.log,
  );
  app.addHook('onClose', async () => worker.stop());
  registerSmsConfigs(app, deps, key);
  registerSendMessage(app, deps, () => {
    if (deps.cfg.smsWorkerMs > 0) worker.kick();
  });
}
