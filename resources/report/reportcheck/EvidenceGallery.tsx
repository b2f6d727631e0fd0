import { EvidenceSection, type EvidenceKind } from '../../engine';

const REPORT_EVIDENCE: EvidenceKind = {
  owner: 'reportcheck',
  ownerKey: 'reportcheckId',
  images: 'reportworkimg',
  videos: 'reportworkvideo',
  messages: 'app.reportcheck',
  zh: {
    evidence: '上报佐证',
    photos: '照片',
    noEvidence: '暂无佐证',
    addEvidence: '添加佐证',
    chooseEvidence: '请上传照片或视频',
    piece: '佐证',
  },
  testIds: { root: 'report-evidence', add: 'evidence-add', dialog: 'evidence-dialog', submit: 'evidence-submit' },
};

/**
 * 上报佐证 of a self-check report's show page: its photos and videos, read from `reportworkimg` /
 * `reportworkvideo`, and 添加佐证 for who may add to reports.
 */
export const EvidenceGallery = () => <EvidenceSection kind={REPORT_EVIDENCE} />;
