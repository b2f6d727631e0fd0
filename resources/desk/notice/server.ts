import { resourceServer } from '../../../server/crud/resource-server';
import { noticeRules } from '../../../server/domains/desk/notices';
import { noticeReadRoutes } from '../../../server/domains/desk/notice-reads';
import notice from './schema';

/**
 * 监管通知: a save names its scope and a published notice is not edited; `publish` writes a read row
 * per subject in scope; a removal takes the read rows with it (notices.ts); who read it and `confirm`
 * are its own routes (notice-reads.ts).
 */
export default resourceServer(notice, (app) => {
  const rules = noticeRules(app);
  return {
    onWrite: rules.onNotice,
    onRemove: rules.onNoticesRemoved,
    actions: { publish: rules.onPublish },
    routes: noticeReadRoutes,
  };
});
