import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { reviewFields, reviewLifecycle } from '../../presets/review';
import { subjectField } from '../../presets/subject';
import { dateRangeField, requiredBizDictField, searchedTextField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 主体发布内容: what a subject publishes (notices, shows, promotions), reviewed before it is shown:
 * 待审核 → 已通过 (`pass`) or 已驳回 (`reject`, with the cause), a declared life cycle.
 */
export default defineResource({
  name: 'subjectContent',
  label: '主体发布内容',
  en: 'Published content |||| Published content',
  table: 'biz_subject_content',
  base: '/api/subject/subjectContent',
  domain: 'subject',
  ...businessRecordServing,
  labelField: 'title',
  menu: subjectMenu('/subject/subjectContent', 'Article', 18, ['inspector']),
  fields: [
    subjectField,
    searchedTextField('title', '标题', 'Title', 100),
    requiredBizDictField('contentType', '内容类型', 'Kind', 'content_type'),
    {
      name: 'content',
      label: '内容',
      en: 'Content',
      type: 'text',
      maxLength: 5000,
      required: '请输入内容',
      hideInList: true,
    },
    { name: 'images', label: '图片', en: 'Images', type: 'images', hideInList: true },
    dateRangeField('publishTime', '发布时间', 'Published at', 'datetime', { sortable: true }),
    ...ownershipFields,
    ...reviewFields('驳回原因', 'Reason rejected'),
  ],
  lifecycles: [
    reviewLifecycle({
      pass: { confirm: '确定审核通过该内容?', confirmEn: 'Pass this content?' },
    }),
  ],
});
