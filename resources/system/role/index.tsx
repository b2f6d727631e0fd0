import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { buildScreens } from '../../engine';
import schema from './schema';
import { RoleCreate, RoleEdit } from './RoleForms';
import { RoleList } from './RoleList';

/** 角色管理: role tree with 权限设置 (menus and buttons, data scopes, API scopes). */
export default buildScreens(schema, { list: RoleList, create: RoleCreate, edit: RoleEdit, icon: GroupsIcon });
