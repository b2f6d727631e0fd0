import PersonIcon from '@mui/icons-material/PersonOutline';
import { buildScreens } from '../../engine';
import schema from './schema';
import { UserCreate, UserEdit } from './UserForms';
import { UserList } from './UserList';

/** 用户管理: dept-tree list with role grants, password reset, platform settings and approvals. */
export default buildScreens(schema, { list: UserList, create: UserCreate, edit: UserEdit, icon: PersonIcon });
