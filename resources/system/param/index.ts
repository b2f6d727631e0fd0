import ParamIcon from '@mui/icons-material/TuneOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';

/** 参数管理: the generated screens of the declaration are enough. */
const { list, edit, create, show } = buildScreens(schema);

export default { list, edit, create, show, icon: ParamIcon };
