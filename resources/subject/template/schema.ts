import { defineResource } from '../../types';
import { orderedCatalogueServing } from '../../presets/serving';
import { enabledField, optionalMarketTypeField } from '../../presets/subject';
import { nameField, requiredBizDictField, sortField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 模板: the document and record templates (检查记录, 执法文书, 整改通知 ...) enforcers fill in, with their
 * text and an optional file (a .docx form). `GET listAll` gives the enabled ones for pickers.
 */
export default defineResource({
  name: 'template',
  label: '文书模板',
  en: 'Template |||| Templates',
  table: 'biz_template',
  base: '/api/subject/template',
  domain: 'subject',
  ...orderedCatalogueServing,
  labelField: 'templateName',
  listShape: 'page',
  menu: subjectMenu('/subject/template', 'Description', 7, []),
  fields: [
    nameField('templateName', '模板名称', 'Name', 100),
    requiredBizDictField('templateType', '模板类型', 'Kind', 'template_type'),
    optionalMarketTypeField,
    { name: 'content', en: 'Content', label: '模板内容', type: 'text', maxLength: 20000, hideInList: true },
    { name: 'fileUrl', en: 'File', label: '模板文件', type: 'file', hideInList: true },
    sortField,
    enabledField,
  ],
});
