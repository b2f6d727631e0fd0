import { defineResource } from '../../types';

/**
 * 评价图片: one photo of a consumer's evaluation, uploaded through the engine's files. Rights are the
 * evaluation's (menu `evaluation`, no menu of its own); a photo takes its subject from its evaluation,
 * and removing evaluations removes their photos (server/domains/consumer/evaluations.ts).
 */
export default defineResource({
  name: 'evaluationimg',
  label: '评价图片',
  en: 'Evaluation photo |||| Evaluation photos',
  table: 'biz_evaluation_img',
  base: '/api/consumer/evaluationimg',
  domain: 'consumer',
  tenantScoped: true,
  dataScoped: true,
  menuCode: 'evaluation',
  listShape: 'page',
  relatedTabs: false,
  defaultSort: { field: 'sort', order: 'ASC' },
  fields: [
    {
      name: 'evaluationId',
      label: '评价',
      en: 'Evaluation',
      type: 'id',
      reference: 'evaluation',
      labelAs: 'evaluationContent',
      required: '请选择评价',
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
      index: true,
    },
    { name: 'imageUrl', label: '图片', en: 'Photo', type: 'image', required: '请上传图片' },
    { name: 'sort', label: '排序', en: 'Sort', type: 'int', default: 0, sortable: true },
  ],
});
