import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { findingScreens } from '../../finding-screens/findingScreens';
import schema from './schema';

/**
 * 摄像头异常: the screens every finding shares. The show page holds the snapshot and the declared
 * 确认异常 / 驳回 while pending, then 处理 / 督办完成 once approved, and the history of both.
 */
export default findingScreens(schema, ReportProblemIcon);
