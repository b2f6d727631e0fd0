import { defineResource } from '../../types';
import { ownershipFields } from '../../business-fields';

/**
 * 督办附件: files kept with a supervision (notices, reports, scans), uploaded through the engine's
 * checked uploads. The supervision's subject and ownership are copied (server/domains/supervise/records.ts).
 */
export default defineResource({
  name: 'superviseattach',
  label: '督办附件',
  en: 'Supervision attachment |||| Supervision attachments',
  table: 'biz_supervise_attach',
  base: '/api/subject/superviseattach',
  domain: 'supervise',
  tenantScoped: true,
  dataScoped: true,
  listShape: 'page',
  labelField: 'name',
  menu: {
    group: 'supervise_group',
    path: '/supervise/superviseattach',
    icon: 'AttachFile',
    sort: 3,
    writers: ['inspector', 'enforcer', 'section_chief', 'director'],
  },
  relatedTabs: false,
  fields: [
    {
      name: 'superviseId',
      label: '督办',
      en: 'Supervision',
      type: 'id',
      reference: 'supervise',
      labelAs: 'superviseContent',
      required: '请选择督办',
      filter: ['equal'],
      index: true,
    },
    {
      name: 'subjectId',
      label: '经营主体',
      en: 'Subject',
      type: 'id',
      reference: 'subject',
      labelAs: 'subjectName',
      readOnly: true,
      filter: ['equal'],
    },
    {
      name: 'name',
      label: '附件名称',
      en: 'Name',
      type: 'string',
      maxLength: 200,
      required: '请输入附件名称',
      filter: true,
      search: true,
    },
    { name: 'files', label: '附件', en: 'Files', type: 'files', required: '请上传附件' },
    { name: 'remark', label: '备注', en: 'Remark', type: 'text', maxLength: 500, hideInList: true },
    ...ownershipFields,
  ],
});
