import { resourceServer } from '../../../server/crud/resource-server';
import { abnormalReview, sameSubject } from '../../../server/domains/camera/abnormal-review';
import cameraabnormal from './schema';

/** 摄像头异常 (an AI event): names its camera's subject; `approved` opens its finding (abnormal-review.ts). */
export default resourceServer(cameraabnormal, (app) => ({
  onWrite: sameSubject(app, 'cameraabnormal'),
  actions: { approved: abnormalReview(app).onApproved },
}));
