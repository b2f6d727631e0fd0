import { defineResource } from '../../types';
import { complaintEvidenceFields } from '../evidence-fields';
import { evidencePieceOptions } from '../../presets/attachments';

/**
 * 投诉图片: one photo a consumer gave with a complaint (docs/domain.md flow 8), uploaded through the engine's
 * checked files. Rights are the complaint's (menu `complaint`, no menu of its own); the subject is the
 * complaint's, and removing the complaint removes its evidence (server/domains/consumer/complaint-rules.ts).
 */
export default defineResource({
  name: 'complaintimg',
  label: '投诉图片',
  en: 'Complaint photo |||| Complaint photos',
  table: 'biz_complaint_img',
  base: '/api/consumer/complaintimg',
  domain: 'consumer',
  ...evidencePieceOptions('complaint'),
  fields: complaintEvidenceFields({
    name: 'imageUrl',
    label: '图片',
    en: 'Photo',
    type: 'image',
    required: '请上传图片',
  }),
});
