import { resourceServer } from '../../../server/crud/resource-server';
import { enforceInfoFormRoutes, enforceInfoRule } from '../../../server/domains/transfer/enforce-info';
import enforceinfo from './schema';

/** 执法信息: no negative penalty, ownership from the subject; `save` / `update` take it as multipart (enforce-info.ts). */
export default resourceServer(enforceinfo, (app) => {
  return { onWrite: enforceInfoRule(app), routes: enforceInfoFormRoutes };
});
