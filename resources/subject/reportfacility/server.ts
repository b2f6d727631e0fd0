import { resourceServer } from '../../../server/crud/resource-server';
import { facilityCount } from '../../../server/domains/subject/facility-count';
import reportfacility from './schema';

/** 设施上报: every save and removal recounts the subject's 设施数量 of that kind (facility-count.ts). */
export default resourceServer(reportfacility, (app) => {
  const counts = facilityCount(app);
  return { onWrite: counts.onFacility, onRemove: counts.onFacilitiesRemoved };
});
