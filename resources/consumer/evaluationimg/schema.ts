import { defineResource } from '../../types';
import { evidencePieceFields, evidencePieceOptions } from '../../presets/attachments';
import { parentReference } from '../../presets/fields';

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
  ...evidencePieceOptions('evaluation'),
  fields: evidencePieceFields(
    parentReference('evaluationId', '评价', 'Evaluation', 'evaluation', 'evaluationContent'),
    { name: 'imageUrl', label: '图片', en: 'Photo', type: 'image', required: '请上传图片' },
  ),
});
