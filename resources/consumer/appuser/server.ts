import { resourceServer } from '../../../server/crud/resource-server';
import { appUserRules, appUserSubmit } from '../../../server/domains/consumer/app-users';
import appuser from './schema';

/**
 * APP用户: every save keeps the type rules (staff name their subject, a consumer none); its submit is
 * its own, as it also takes a password (app-users.ts).
 */
export default resourceServer(appuser, (app) => ({
  onWrite: appUserRules(app).onAppUser,
  replace: { submit: appUserSubmit(app) },
}));
