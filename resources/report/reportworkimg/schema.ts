import { reportEvidence } from '../evidence-fields';

/** 自查照片: the photos proving a self-check report (docs/domain.md flow 1). */
export default reportEvidence('reportworkimg', '自查照片', 'Report photo |||| Report photos', 'biz_report_work_img', {
  name: 'imageUrl',
  label: '照片',
  en: 'Photo',
  type: 'image',
  required: '请上传照片',
});
