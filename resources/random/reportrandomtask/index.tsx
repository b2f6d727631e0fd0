import TaskIcon from '@mui/icons-material/AssignmentIndOutlined';
import { buildScreens, withDef, ResourceList } from '../../engine';
import { DistributionButton } from './DistributionButton';
import schema from './schema';

/** 随机自查任务: the generated list with the distribution dialog per row; generated forms and show page. */
const { create, edit, show } = buildScreens(schema);

const TaskList = () => <ResourceList rowActions={<DistributionButton />} />;

export default {
  list: withDef(schema, TaskList, 'List'),
  create,
  edit,
  show,
  icon: TaskIcon,
};
