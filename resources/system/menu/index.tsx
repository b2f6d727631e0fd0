import MenuIcon from '@mui/icons-material/MenuOutlined';
import { buildScreens } from '../../engine';
import { MenuCreate, MenuEdit } from './MenuForms';
import { MenuList } from './MenuList';
import schema from './schema';

/** 菜单管理: lazily unfolding menu tree; menu and button rows edited with their dictionaries. */
export default buildScreens(schema, { list: MenuList, create: MenuCreate, edit: MenuEdit, icon: MenuIcon });
