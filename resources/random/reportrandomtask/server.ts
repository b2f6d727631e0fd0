import { resourceServer } from '../../../server/crud/resource-server';
import { reportTaskRoutes } from '../../../server/domains/random/report-tasks';
import reportrandomtask from './schema';

/** 随机自查任务: `all-list`, `submit-distribution` and `get-distribution-datas` are its own routes (report-tasks.ts). */
export default resourceServer(reportrandomtask, () => ({ routes: reportTaskRoutes }));
