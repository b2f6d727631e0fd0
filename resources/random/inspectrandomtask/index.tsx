import TaskIcon from '@mui/icons-material/ShuffleOutlined';
import { buildScreens } from '../../engine';
import { TaskShow } from './TaskShow';
import schema from './schema';

/** 双随机抽查任务: generated list and forms; its own show page with the draw (extract, publish, verify). */
export default buildScreens(schema, { show: TaskShow, icon: TaskIcon });
