import { defineResource } from '../../types';
import { evidenceFields } from '../evidence-fields';
import { evidencePieceOptions } from '../../presets/attachments';

/**
 * 自查视频: one video proving a self-check report (docs/domain.md flow 1), uploaded through the engine's files
 * (checked by content there). Rights are the report's (menu `reportcheck`, no menu of its own); removing
 * the report removes its videos (server/domains/report/evidence.ts).
 */
export default defineResource({
  name: 'reportworkvideo',
  label: '自查视频',
  en: 'Report video |||| Report videos',
  table: 'biz_report_work_video',
  base: '/api/subject/reportworkvideo',
  domain: 'report',
  ...evidencePieceOptions('reportcheck'),
  fields: evidenceFields({ name: 'videoUrl', label: '视频', en: 'Video', type: 'video', required: '请上传视频' }),
});
