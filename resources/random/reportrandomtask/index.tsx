import TaskIcon from '@mui/icons-material/AssignmentIndOutlined';
import { buildScreens, ResourceList } from '../../engine';
import { DistributionButton } from './DistributionButton';
import schema from './schema';

const TaskList = () => <ResourceList rowActions={<DistributionButton />} />;

/** 随机自查任务: the generated list with the distribution dialog per row; generated forms and show page. */
export default buildScreens(schema, { list: TaskList, icon: TaskIcon });
