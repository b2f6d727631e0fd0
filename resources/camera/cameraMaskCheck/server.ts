import { resourceServer } from '../../../server/crud/resource-server';
import { sameSubject } from '../../../server/domains/camera/abnormal-review';
import cameraMaskCheck from './schema';

/** 口罩检测: names its camera's subject (abnormal-review.ts). */
export default resourceServer(cameraMaskCheck, (app) => ({ onWrite: sameSubject(app, 'cameraMaskCheck') }));
