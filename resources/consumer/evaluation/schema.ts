import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField, subjectMarketTypeFilter } from '../../presets/subject';
import { consumerField } from '../../presets/consumer';
import { SCORE_CHOICES } from './evaluation-rules';
import { fieldStaffMenu } from '../../presets/menus';
import { dateRangeField, textField } from '../../presets/fields';

/**
 * 消费者评价 (docs/domain.md flow 8): a consumer's evaluation of a subject, a score 1..5 and what they wrote,
 * with photos in `evaluationimg`. The consumer is named by `consumerId` (an app user) and by the name
 * and phone they gave. Every save keeps the evaluation's credit record in step
 * (resources/consumer/evaluation/evaluation-rules.ts, server/domains/consumer/evaluations.ts); the
 * totals are `GET total-evaluation`, the per-subject statistics `POST evaluationSmSta`.
 */
export default defineResource({
  name: 'evaluation',
  label: '消费者评价',
  en: 'Evaluation |||| Evaluations',
  table: 'biz_evaluation',
  base: '/api/consumer/evaluation',
  domain: 'consumer',
  ...exportedRecordServing,
  labelField: 'content',
  defaultSort: { field: 'evaluateTime', order: 'DESC' },
  menu: fieldStaffMenu('consumer_group', '/consumer/evaluation', 'StarRate', 2, ['enforcer']),
  relatedTabs: ['evaluationimg'],
  viaFilters: [subjectMarketTypeFilter],
  fields: [
    subjectField,
    consumerField('评价人', 'Consumer'),
    textField('consumerName', '评价人姓名', 'Consumer name', 50, { filter: true, search: true }),
    textField('consumerPhone', '联系电话', 'Phone', 20, { format: 'phone', filter: true }),
    {
      name: 'score',
      label: '评分',
      en: 'Score',
      type: 'int',
      choices: SCORE_CHOICES,
      required: '请选择评分',
      filter: ['equal', 'ge', 'le'],
      sortable: true,
    },
    {
      name: 'content',
      label: '评价内容',
      en: 'Content',
      type: 'text',
      maxLength: 1000,
      required: '请输入评价内容',
      filter: true,
      search: true,
    },
    dateRangeField('evaluateTime', '评价时间', 'Evaluated at', 'datetime', { sortable: true }),
    { name: 'creditId', label: '信用记录', en: 'Credit record', type: 'id', readOnly: true, hideInList: true },
    ...ownershipFields,
  ],
});
