import { reportEvidence } from '../evidence-fields';

/** 自查视频: the videos proving a self-check report (docs/domain.md flow 1). */
export default reportEvidence(
  'reportworkvideo',
  '自查视频',
  'Report video |||| Report videos',
  'biz_report_work_video',
  {
    name: 'videoUrl',
    label: '视频',
    en: 'Video',
    type: 'video',
    required: '请上传视频',
  },
);
