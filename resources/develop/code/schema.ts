import { defineResource } from '../../types';
import { platformRecordServing } from '../../presets/serving';
import { bladeRemarkField, textField } from '../../presets/fields';

/**
 * 代码生成 (docs/spec.md §7 /api/blade-develop/code, §9 system saber): which table of which data source becomes
 * which resource. `POST gen-code (ids, system)` reads the table's columns through the data source and
 * answers a zip of the resource written the way this repository writes them (server/domains/develop/codegen.ts);
 * `POST copy (id)` duplicates a row.
 */
export default defineResource({
  name: 'code',
  label: '代码生成',
  en: 'Code generator |||| Code generator',
  table: 'blade_code',
  base: '/api/blade-develop/code',
  domain: 'platform',
  ...platformRecordServing,
  labelField: 'codeName',
  menu: { group: 'develop_group', path: '/tool/code', icon: 'Code', sort: 2 },
  extraButtons: [
    { code: 'code_gen', name: '代码生成', en: 'Generate code' },
    { code: 'code_copy', name: '复制', en: 'Copy' },
  ],
  fields: [
    textField('codeName', '模块名', 'Module name', 64, {
      required: '请输入模块名',
      filter: true,
      search: true,
      sortable: true,
    }),
    {
      name: 'datasourceId',
      en: 'Data source',
      label: '数据源',
      type: 'id',
      reference: 'datasource',
      required: '请选择数据源',
      filter: ['equal'],
    },
    textField('tableName', '表名', 'Table', 64, {
      required: '请输入表名',
      filter: true,
      search: true,
      pattern: { source: '^[A-Za-z_][A-Za-z0-9_]{0,63}$', message: '表名只能包含字母、数字和下划线,且不能以数字开头' },
    }),
    textField('tablePrefix', '表前缀', 'Table prefix', 32, {
      hideInList: true,
      pattern: { source: '^[A-Za-z0-9_]{0,32}$', message: '表前缀只能包含字母、数字和下划线' },
    }),
    textField('resourceName', '资源名', 'Resource name', 40, {
      required: '请输入资源名',
      filter: true,
      pattern: { source: '^[a-z][a-z0-9]{0,39}$', message: '资源名须以小写字母开头,只能包含小写字母和数字' },
    }),
    textField('domain', '业务目录', 'Domain folder', 40, {
      required: '请输入业务目录',
      default: 'generated',
      pattern: { source: '^[a-z][a-z0-9-]{0,39}$', message: '业务目录须以小写字母开头,只能包含小写字母、数字和连字符' },
    }),
    {
      name: 'apiPath',
      en: 'API base',
      label: '接口地址',
      type: 'string',
      maxLength: 120,
      required: '请输入接口地址',
      hideInList: true,
      pattern: {
        source: '^/api(/[a-z][a-z0-9-]*){1,3}$',
        message: '接口地址须以/api/开头,例如 /api/blade-demo/notice',
      },
    },
    textField('menuGroup', '所属菜单组', 'Menu group', 40, {
      hideInList: true,
      default: 'develop_group',
      pattern: { source: '^[a-z][a-z0-9_]{0,39}$', message: '菜单组编号只能包含小写字母、数字和下划线' },
    }),
    // One line per column that takes its values from a dictionary: `column=code` (system) or `column=biz:code`.
    {
      name: 'dictFields',
      en: 'Dictionary columns',
      label: '字典字段',
      type: 'text',
      maxLength: 1000,
      hideInList: true,
    },
    bladeRemarkField,
  ],
});
