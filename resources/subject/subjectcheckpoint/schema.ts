import { defineResource } from '../../types';
import { subjectReference } from '../../presets/subject';
import { choicesOf } from '../../presets/choices';
import { referenceField } from '../../presets/fields';

/** How a checkpoint came to a subject (the `assignWay` of an assignment row). */
export const ASSIGN_BY_MARKET_TYPE = 1;
export const ASSIGN_BY_SUBJECT = 2;
export const ASSIGN_BY_SELECTION = 3;

/**
 * 主体检查点: one checkpoint assigned to one subject (at most once: `uniqueKeys`), with the NFC tag
 * code of that checkpoint at that venue, how it was assigned, by whom and when. Rights follow the
 * checkpoint menu (checkpoint_*). Written by the assignment calls (server/domains/subject/
 * checkpoint-assignment.ts) and by CRUD.
 */
export default defineResource({
  name: 'subjectcheckpoint',
  label: '主体检查点',
  en: 'Subject checkpoint |||| Subject checkpoints',
  table: 'biz_subject_checkpoint',
  base: '/api/subject/subjectcheckpoint',
  domain: 'subject',
  tenantScoped: true,
  menuCode: 'checkpoint',
  listShape: 'page',
  uniqueKeys: [{ fields: ['subjectId', 'checkpointId'], message: '该主体已分配此检查点' }],
  fields: [
    subjectReference,
    referenceField('checkpointId', '检查点', 'Checkpoint', 'checkpoint', 'checkpointName', {
      required: '请选择检查点',
      filter: ['equal'],
    }),
    { name: 'nfcCode', en: 'NFC tag', label: 'NFC标签编号', type: 'string', maxLength: 64, filter: true },
    {
      name: 'assignWay',
      en: 'Assigned by',
      label: '分配方式',
      type: 'int',
      default: ASSIGN_BY_SUBJECT,
      filter: ['equal'],
      choices: choicesOf({
        [ASSIGN_BY_MARKET_TYPE]: ['按市场类型', 'By market type'],
        [ASSIGN_BY_SUBJECT]: ['按主体', 'By subject'],
        [ASSIGN_BY_SELECTION]: ['主体自选', 'Chosen by subject'],
      }),
    },
    { name: 'assignUser', en: 'Assigned by', label: '分配人', type: 'id', reference: 'user', readOnly: true },
    { name: 'assignTime', en: 'Assigned at', label: '分配时间', type: 'datetime', readOnly: true, sortable: true },
  ],
});
