import { defineResource } from '../../types';
import { platformRecordServing } from '../../presets/serving';
import { bladeRemarkField, textField } from '../../presets/fields';

/**
 * 数据源管理 (docs/spec.md §7 /api/blade-develop/datasource): databases the code generator reads tables from and
 * a tenant can be bound to (`POST /api/blade-system/tenant/datasource`). A platform tool, as in BladeX.
 * The password is write-only and kept encrypted (AES-256-GCM, server/domains/develop/secret-box.ts):
 * accepted by submit, never answered. `POST test` connects and runs `select 1`.
 */
export default defineResource({
  name: 'datasource',
  label: '数据源管理',
  en: 'Data source |||| Data sources',
  table: 'blade_datasource',
  base: '/api/blade-develop/datasource',
  domain: 'platform',
  ...platformRecordServing,
  labelField: 'name',
  menu: { group: 'develop_group', path: '/tool/datasource', icon: 'Dns', sort: 1 },
  extraButtons: [{ code: 'datasource_test', name: '测试连接', en: 'Test connection' }],
  fields: [
    textField('name', '名称', 'Name', 100, {
      required: '请输入名称',
      unique: '数据源名称已存在',
      filter: true,
      search: true,
      sortable: true,
    }),
    {
      name: 'kind',
      en: 'Kind',
      label: '数据库类型',
      type: 'string',
      maxLength: 10,
      required: '请选择数据库类型',
      filter: ['equal'],
      choices: [
        { id: 'pg', name: 'PostgreSQL' },
        { id: 'mysql', name: 'MySQL / MariaDB' },
      ],
    },
    {
      name: 'url',
      en: 'Address',
      label: '连接地址',
      type: 'string',
      maxLength: 500,
      required: '请输入连接地址',
      filter: true,
      // host[:port]/database, optionally as a JDBC or driver URL; credentials go in their own fields.
      pattern: {
        source:
          '^(jdbc:)?((postgres|postgresql|mysql|mariadb)://)?[A-Za-z0-9._\\-\\[\\]:]+(:\\d{1,5})?/[A-Za-z0-9_$\\-]+(\\?[^\\s]*)?$',
        message: '连接地址格式不正确,例如 127.0.0.1:5432/postgres',
      },
    },
    { name: 'username', en: 'User name', label: '用户名', type: 'string', maxLength: 100, required: '请输入用户名' },
    { name: 'password', en: 'Password', label: '密码', type: 'string', maxLength: 1000, serverOnly: true },
    bladeRemarkField,
  ],
});
