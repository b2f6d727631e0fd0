import { resourceServer } from '../../../server/crud/resource-server';
import { attachRemoval } from '../../../server/domains/platform/attach';
import attach from './schema';

/** 附件管理: removing attachments deletes their stored objects after the commit (attach.ts). */
export default resourceServer(attach, (app) => ({ remove: attachRemoval(app) }));
