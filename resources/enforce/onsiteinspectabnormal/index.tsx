import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { findingScreens } from '../../finding-screens/findingScreens';
import schema from './schema';

/** 现场检查异常: the screens every finding shares (list with 督办, the declared 处理 / 督办完成, handle record and timeline). */
export default findingScreens(schema, ReportProblemIcon);
