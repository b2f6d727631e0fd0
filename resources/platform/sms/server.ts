import { resourceServer } from '../../../server/crud/resource-server';
import { smsRoutes, smsSubmitCheck } from '../../../server/domains/sms/configs';
import sms from './schema';

/**
 * 短信配置: its submit checks the provider fields and seals the write-only secret key (configs.ts);
 * `enable` and `endpoint/send-message` (into the outbox the SMS worker sends) are its own routes.
 */
export default resourceServer(sms, (app) => {
  const repo = app.repo('sms');
  return {
    submit: { check: smsSubmitCheck(app, repo) },
    routes: smsRoutes,
  };
});
