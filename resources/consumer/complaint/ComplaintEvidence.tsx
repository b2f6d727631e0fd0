import { EvidenceSection, type EvidenceKind } from '../../engine';

const COMPLAINT_EVIDENCE: EvidenceKind = {
  owner: 'complaint',
  ownerKey: 'complaintId',
  images: 'complaintimg',
  videos: 'complaintvideo',
  messages: 'app.complaint',
  zh: {
    evidence: '投诉证据',
    photos: '图片',
    noEvidence: '暂无证据',
    addEvidence: '添加证据',
    chooseEvidence: '请上传图片或视频',
    piece: '证据',
    withoutFile: '%{count}条证据未附文件',
  },
  testIds: {
    root: 'complaint-evidence',
    add: 'complaint-evidence-add',
    dialog: 'complaint-evidence-dialog',
    submit: 'complaint-evidence-submit',
    photos: 'complaint-photos',
    videos: 'complaint-videos',
    withoutFile: 'complaint-evidence-nofile',
  },
};

/**
 * 投诉证据 of a complaint's show page: the photos and videos the consumer gave, read from `complaintimg` /
 * `complaintvideo`, and 添加证据 for who may add complaints.
 */
export const ComplaintEvidence = () => <EvidenceSection kind={COMPLAINT_EVIDENCE} />;
