import { defineResource } from '../../types';
import { complaintEvidenceFields } from '../evidence-fields';
import { evidencePieceOptions } from '../../presets/attachments';

/**
 * 投诉视频: one video a consumer gave with a complaint (docs/domain.md flow 8), uploaded through the engine's
 * checked files. Rights are the complaint's (menu `complaint`, no menu of its own); the subject is the
 * complaint's, and removing the complaint removes its evidence (server/domains/consumer/complaint-rules.ts).
 */
export default defineResource({
  name: 'complaintvideo',
  label: '投诉视频',
  en: 'Complaint video |||| Complaint videos',
  table: 'biz_complaint_video',
  base: '/api/consumer/complaintvideo',
  domain: 'consumer',
  ...evidencePieceOptions('complaint'),
  fields: complaintEvidenceFields({
    name: 'videoUrl',
    label: '视频',
    en: 'Video',
    type: 'video',
    required: '请上传视频',
  }),
});
