import TaskIcon from '@mui/icons-material/ShuffleOutlined';
import { buildScreens, withDef } from '../../engine';
import { TaskShow } from './TaskShow';
import schema from './schema';

/** 双随机抽查任务: generated list and forms; its own show page with the draw (extract, publish, verify). */
const { list, create, edit } = buildScreens(schema);

export default {
  list,
  create,
  edit,
  show: withDef(schema, TaskShow, 'Show'),
  icon: TaskIcon,
};
