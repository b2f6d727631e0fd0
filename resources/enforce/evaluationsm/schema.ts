import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { fieldStaffMenu } from '../../presets/menus';
import { dateRangeField, referenceField } from '../../presets/fields';
import { choicesOf } from '../../presets/choices';

/** 评价等级: 优 / 良 / 中 / 差. */
export const LEVEL_CHOICES = choicesOf({
  1: ['优', 'Excellent'],
  2: ['良', 'Good'],
  3: ['中', 'Fair'],
  4: ['差', 'Poor'],
});

/**
 * 执法评价 (`/api/enforcer/evaluationsm`): an enforcer's evaluation of a subject after an inspection,
 * a level 优/良/中/差 and a comment. The server fills the evaluator (the caller) and the time when not
 * given, takes the subject of the inspection it names, and the subject's dept and region
 * (server/domains/enforce/evaluation.ts).
 */
export default defineResource({
  name: 'evaluationsm',
  label: '执法评价',
  en: 'Enforcer evaluation |||| Enforcer evaluations',
  table: 'biz_evaluation_sm',
  base: '/api/enforcer/evaluationsm',
  domain: 'enforce',
  ...businessRecordServing,
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: fieldStaffMenu('enforce_group', '/enforce/evaluationsm', 'RateReview', 3),
  relatedTabs: false,
  fields: [
    subjectField,
    referenceField('inspectId', '巡检记录', 'Inspection', 'inspect', 'inspectNo', { filter: ['equal'], index: true }),
    {
      name: 'level',
      label: '评价等级',
      en: 'Level',
      type: 'int',
      choices: LEVEL_CHOICES,
      required: '请选择评价等级',
      filter: ['equal'],
      sortable: true,
    },
    {
      name: 'comment',
      label: '评价内容',
      en: 'Comment',
      type: 'text',
      maxLength: 1000,
      required: '请输入评价内容',
      search: true,
    },
    referenceField('evaluator', '评价人', 'Evaluator', 'user', 'evaluatorName', { filter: ['equal'] }),
    dateRangeField('evaluateTime', '评价时间', 'Evaluated at', 'datetime', { sortable: true }),
    ...ownershipFields,
  ],
});
