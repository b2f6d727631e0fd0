import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { parentReference } from '../../presets/fields';
import { readOnlySubjectField } from '../../presets/subject';
import { attachmentFields } from '../../presets/attachments';

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
  ...businessRecordServing,
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
    parentReference('superviseId', '督办', 'Supervision', 'supervise', 'superviseContent'),
    readOnlySubjectField,
    ...attachmentFields,
    ...ownershipFields,
  ],
});
