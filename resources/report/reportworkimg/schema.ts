import { defineResource } from '../../types';
import { evidenceFields } from '../evidence-fields';
import { evidencePieceOptions } from '../../presets/attachments';

/**
 * 自查照片: one photo proving a self-check report (docs/domain.md flow 1), uploaded through the engine's files
 * (checked by content there). Rights are the report's (menu `reportcheck`, no menu of its own); removing
 * the report removes its photos (server/domains/report/evidence.ts).
 */
export default defineResource({
  name: 'reportworkimg',
  label: '自查照片',
  en: 'Report photo |||| Report photos',
  table: 'biz_report_work_img',
  base: '/api/subject/reportworkimg',
  domain: 'report',
  ...evidencePieceOptions('reportcheck'),
  fields: evidenceFields({ name: 'imageUrl', label: '照片', en: 'Photo', type: 'image', required: '请上传照片' }),
});
