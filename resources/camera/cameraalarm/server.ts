import { resourceServer } from '../../../server/crud/resource-server';
import { sameSubject } from '../../../server/domains/camera/abnormal-review';
import { alarmStatsRoutes } from '../../../server/domains/camera/alarm-stats';
import cameraalarm from './schema';

/** 摄像头告警: names its camera's subject (abnormal-review.ts); `staByTimeNew` is its own route (alarm-stats.ts). */
export default resourceServer(cameraalarm, (app) => {
  return { onWrite: sameSubject(app, 'cameraalarm'), routes: alarmStatsRoutes };
});
