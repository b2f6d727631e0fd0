import { resourceServer } from '../../../server/crud/resource-server';
import { qrContentOnInsert } from '../../../server/domains/subject/qrcode';
import qrcode from './schema';

/** 主体二维码: a new code gets its content, a fresh random token under the public base (qrcode.ts). */
export default resourceServer(qrcode, (app) => ({ onWrite: qrContentOnInsert(app) }));
