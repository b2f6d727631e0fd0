import ReportIcon from '@mui/icons-material/AssessmentOutlined';
import { buildScreens, withDef, ResourceList } from '../../engine';
import { OpenButton } from './OpenButton';
import schema from './schema';

/** 报表管理: saved reports, each opened at its screen with its query; made by the statistics screens' 保存为报表. */
const { edit, show } = buildScreens(schema);

const SavedReportList = () => <ResourceList rowActions={<OpenButton />} noCreate />;

export default {
  list: withDef(schema, SavedReportList, 'List'),
  edit,
  show,
  icon: ReportIcon,
};
