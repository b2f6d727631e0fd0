import { defineResource } from '../../types';
import { fieldStaffMenu } from '../../presets/menus';
import { textField } from '../../presets/fields';

/**
 * 报表 (docs/spec.md §7 blade-report report/rest): a statistics screen's filter saved under a name, opened
 * again from this list at `path?query`. The statistics screens' 保存为报表 button posts
 * `{name, path, query}` to `submit`; the path must be a route of this web app (server/domains/develop/savedreport.ts).
 * The owner is the user who saved it (`createUser`); only the owner lists, opens and removes it.
 */
export default defineResource({
  name: 'savedreport',
  label: '报表管理',
  en: 'Saved report |||| Saved reports',
  table: 'blade_saved_report',
  base: '/api/blade-report/report/rest',
  domain: 'stats',
  tenantScoped: true,
  listShape: 'page',
  labelField: 'name',
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: fieldStaffMenu('develop_group', '/tool/report', 'Assessment', 3),
  fields: [
    textField('name', '报表名称', 'Name', 100, {
      required: '请输入报表名称',
      filter: true,
      search: true,
      sortable: true,
    }),
    textField('path', '统计页面', 'Screen', 200, {
      required: '请选择统计页面',
      filter: true,
      pattern: { source: '^/(?!/)[A-Za-z0-9/_-]*$', message: '统计页面须为本系统的页面地址,以/开头' },
    }),
    { name: 'query', en: 'Query', label: '查询条件', type: 'text', maxLength: 2000, hideInList: true },
  ],
});
