import { resourceServer } from '../../../server/crud/resource-server';
import { scopeRules } from '../../../server/domains/system/scopes';
import scope from './schema';

/**
 * 数据权限: a rule hangs under a live menu; a saved or removed rule bumps the grants counter, so every
 * user's next request sees it (server/domains/system/scopes.ts).
 */
export default resourceServer(scope, (app) => {
  const rules = scopeRules(app, 'data-scope');
  return { submit: { check: rules.checkSubmit, after: rules.bump }, remove: { after: rules.bump } };
});
