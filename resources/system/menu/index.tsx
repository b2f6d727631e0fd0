import MenuIcon from '@mui/icons-material/MenuOutlined';
import { buildScreens, withDef } from '../../engine';
import { MenuCreate, MenuEdit } from './MenuForms';
import { MenuList } from './MenuList';
import schema from './schema';

/** 菜单管理: lazily unfolding menu tree; menu and button rows edited with their dictionaries. */
const { show } = buildScreens(schema);

export default {
  list: withDef(schema, MenuList, 'List'),
  create: withDef(schema, MenuCreate, 'Create'),
  edit: withDef(schema, MenuEdit, 'Edit'),
  show,
  icon: MenuIcon,
};
