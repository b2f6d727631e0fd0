import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';

/** 岗位管理: the generated screens of the declaration are enough. */
const { list, edit, create, show } = buildScreens(schema);

export default { list, edit, create, show, icon: BadgeIcon };
