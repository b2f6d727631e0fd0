import { defineResource } from '../../types';
import { supervisorMenu } from '../../presets/menus';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { actorField, parentReference, recordedTimeField } from '../../presets/fields';
import { readOnlySubjectField } from '../../presets/subject';

/**
 * 督办整改: what was done under a supervision (docs/domain.md flow 5): the work, its evidence photos, who did
 * it and when. Added while the supervision is under way (server/domains/supervise/records.ts checks it
 * and copies the supervision's subject and ownership); the person is the one who saves it.
 */
export default defineResource({
  name: 'supervisecorrect',
  label: '督办整改',
  en: 'Correction under supervision |||| Corrections under supervision',
  table: 'biz_supervise_correct',
  base: '/api/subject/supervisecorrect',
  domain: 'supervise',
  ...businessRecordServing,
  labelField: 'content',
  menu: supervisorMenu('/supervise/supervisecorrect', 'Construction', 2),
  relatedTabs: false,
  fields: [
    parentReference('superviseId', '督办', 'Supervision', 'supervise', 'superviseContent'),
    readOnlySubjectField,
    {
      name: 'content',
      label: '整改情况',
      en: 'What was done',
      type: 'text',
      maxLength: 2000,
      required: '请输入整改情况',
      search: true,
    },
    { name: 'images', label: '整改佐证', en: 'Evidence', type: 'images', hideInList: true },
    actorField('correctUser', '整改人', 'Done by', { inList: true }),
    recordedTimeField('correctTime', '整改时间', 'Done at'),
    ...ownershipFields,
  ],
  defaultSort: { field: 'correctTime', order: 'DESC' },
});
