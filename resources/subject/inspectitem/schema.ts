import { defineResource } from '../../types';
import { orderedCatalogueServing } from '../../presets/serving';
import { enabledField, marketTypeField } from '../../presets/subject';
import { bizDictField, nameField, sortField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 检查项: what an enforcer checks on site at a subject of a market type, with its legal basis and how
 * to check it. The on-site inspection makes one result row per enabled item of the subject's market
 * type (`marketType` filterable by equality).
 */
export default defineResource({
  name: 'inspectitem',
  label: '检查项',
  en: 'Inspection item |||| Inspection items',
  table: 'biz_inspect_item',
  base: '/api/subject/inspectitem',
  domain: 'subject',
  ...orderedCatalogueServing,
  labelField: 'itemName',
  listShape: 'page',
  menu: subjectMenu('/subject/inspectitem', 'Checklist', 6, []),
  fields: [
    nameField('itemName', '检查项名称', 'Name', 200),
    marketTypeField,
    bizDictField('category', '检查类别', 'Category', 'inspect_category'),
    { name: 'basis', en: 'Legal basis', label: '检查依据', type: 'text', maxLength: 1000, hideInList: true },
    { name: 'checkMethod', en: 'How to check', label: '检查方法', type: 'text', maxLength: 1000, hideInList: true },
    sortField,
    enabledField,
  ],
});
