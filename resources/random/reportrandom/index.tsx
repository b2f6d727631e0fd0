import ReportIcon from '@mui/icons-material/RateReviewOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';

/**
 * 随机自查上报: generated screens; approve, reject (with its cause) and resubmit are the declared
 * actions' buttons and dialogs. The declaration leaves `detail` to the random module (its `isReport`
 * reading), which answers the generic shape too, so the screens are built as if the engine served it.
 */
const screens = buildScreens({ ...schema, operations: undefined });

export default { ...screens, icon: ReportIcon };
