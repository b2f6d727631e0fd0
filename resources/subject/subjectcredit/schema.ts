import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { subjectReference } from '../../presets/subject';
import { ownershipFields } from '../../business-fields';
import { subjectMenu } from '../../presets/menus';
import { dateRangeField, referenceField, requiredBizDictField } from '../../presets/fields';

/**
 * 信用记录: one change of a subject's credit score, with its reason and evidence. The subject's current
 * score and level (`creditScore`, `creditLevel` on the subject) follow from these records: a write hook
 * (server/domains/subject/credit.ts) recomputes them in the same transaction on every insert, update
 * and removal.
 */
export default defineResource({
  name: 'subjectcredit',
  label: '信用记录',
  en: 'Credit record |||| Credit records',
  table: 'biz_subject_credit',
  base: '/api/subject/subjectcredit',
  domain: 'subject',
  ...businessRecordServing,
  defaultSort: { field: 'changeDate', order: 'DESC' },
  menu: subjectMenu('/subject/subjectcredit', 'WorkspacePremium', 19, ['enforcer']),
  fields: [
    subjectReference,
    dateRangeField('changeDate', '变更日期', 'Date of change', 'date', { required: '请选择变更日期', sortable: true }),
    {
      name: 'changeScore',
      en: 'Points (+/-)',
      label: '分值变化',
      type: 'int',
      required: '请输入分值变化',
      sortable: true,
    },
    requiredBizDictField('changeType', '变更类型', 'Kind', 'credit_change_type'),
    {
      name: 'cause',
      en: 'Reason',
      label: '变更原因',
      type: 'text',
      maxLength: 500,
      required: '请输入变更原因',
      filter: true,
      search: true,
    },
    { name: 'images', en: 'Evidence photos', label: '证据图片', type: 'images', hideInList: true },
    { name: 'files', en: 'Evidence files', label: '证据材料', type: 'files', hideInList: true },
    referenceField('recordUser', '记录人', 'Recorded by', 'user', 'recordUserName'),
    ...ownershipFields,
  ],
});
