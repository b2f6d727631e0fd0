import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { buildScreens, withDef } from '../../engine';
import schema from './schema';
import { RoleCreate, RoleEdit } from './RoleForms';
import { RoleList } from './RoleList';

/** 角色管理: role tree with 权限设置 (menus and buttons, data scopes, API scopes). */
const { show } = buildScreens(schema);

export default {
  list: withDef(schema, RoleList, 'List'),
  create: withDef(schema, RoleCreate, 'Create'),
  edit: withDef(schema, RoleEdit, 'Edit'),
  show,
  icon: GroupsIcon,
};
