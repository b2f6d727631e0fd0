import PersonIcon from '@mui/icons-material/PersonOutline';
import { buildScreens, withDef } from '../../engine';
import schema from './schema';
import { UserCreate, UserEdit } from './UserForms';
import { UserList } from './UserList';

/** 用户管理: dept-tree list with role grants, password reset, platform settings and approvals. */
const { show } = buildScreens(schema);

export default {
  list: withDef(schema, UserList, 'List'),
  create: withDef(schema, UserCreate, 'Create'),
  edit: withDef(schema, UserEdit, 'Edit'),
  show,
  icon: PersonIcon,
};
