import NotificationImportantIcon from '@mui/icons-material/NotificationImportantOutlined';
import { findingScreens } from '../../finding-screens/findingScreens';
import { BatchCompleteButton } from './BatchCompleteButton';
import { WarnBoardButton } from './WarnBoard';
import schema from './schema';

/**
 * 上报预警: the finding screens (list with 督办 and the declared 处理 / 督办完成 / 转为案件 per row, show
 * with the handle record and timeline), with the board (counts by type and by subject, down to the
 * missing periods) in the toolbar and 批量办结 on the selection.
 */
export default findingScreens(schema, NotificationImportantIcon, {
  toolbar: <WarnBoardButton />,
  bulkActions: <BatchCompleteButton />,
});
