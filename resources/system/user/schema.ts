import { defineResource } from '../../types';

/** 用户管理. Passwords are server-only: they change through the password routes, never through submit. */
export default defineResource({
  name: 'user',
  label: '用户管理',
  table: 'blade_user',
  base: '/api/blade-user',
  tenantScoped: true,
  listShape: 'page',
  dataScoped: true,
  labelField: 'realName',
  fields: [
    { name: 'code', label: '用户编号', type: 'string', maxLength: 12, filter: true, hideInList: true },
    { name: 'userType', label: '用户平台', type: 'int', dict: { code: 'user_type' }, default: 1, filter: ['equal'] },
    { name: 'account', label: '登录账号', type: 'string', maxLength: 45, required: '请输入登录账号', filter: true, search: true, sortable: true, unique: '当前用户已存在!' },
    { name: 'password', label: '密码', type: 'string', maxLength: 255, serverOnly: true },
    { name: 'inspectPassword', label: '巡检密码', type: 'string', maxLength: 255, serverOnly: true },
    { name: 'name', label: '用户昵称', type: 'string', maxLength: 45, required: '请输入用户昵称', filter: true },
    { name: 'realName', label: '用户姓名', type: 'string', maxLength: 45, required: '请输入用户姓名', filter: true, search: true },
    { name: 'avatar', label: '头像', type: 'image', hideInList: true },
    { name: 'email', label: '电子邮箱', type: 'string', maxLength: 45, hideInList: true },
    { name: 'phone', label: '手机号码', type: 'string', maxLength: 45, filter: true },
    { name: 'birthday', label: '生日', type: 'datetime', hideInList: true },
    { name: 'sex', label: '性别', type: 'int', dict: { code: 'sex' }, hideInList: true },
    { name: 'roleId', label: '所属角色', type: 'ids', reference: 'role', required: '请选择所属角色', filter: ['like'] },
    { name: 'deptId', label: '所属部门', type: 'ids', reference: 'dept', required: '请选择所属部门', filter: ['like'] },
    { name: 'postId', label: '所属岗位', type: 'ids', reference: 'post', hideInList: true },
    { name: 'userExt', label: '用户拓展信息', type: 'text', hideInList: true },
  ],
});
