import { flagChoices } from '../../presets/choices';
import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { subjectReference } from '../../presets/subject';
import { ownershipFields } from '../../business-fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 主体二维码: one QR code per subject. Its content is made by the server when the code is created
 * (server/domains/subject/qrcode.ts): the configured public base (QRCODE_BASE_URL) plus `/qr/` and a
 * random token, never the subject's id. The picture is drawn from the content where it is shown.
 */
export default defineResource({
  name: 'qrcode',
  label: '主体二维码',
  en: 'Subject QR code |||| Subject QR codes',
  table: 'biz_subject_qrcode',
  base: '/api/subject/qrcode',
  domain: 'subject',
  ...businessRecordServing,
  menu: subjectMenu('/subject/qrcode', 'QrCode2', 20, []),
  fields: [
    { ...subjectReference, unique: '该经营主体已有二维码' },
    { name: 'content', en: 'Content (link)', label: '二维码内容', type: 'string', maxLength: 255, readOnly: true },
    {
      name: 'validFlag',
      en: 'Valid',
      label: '是否有效',
      type: 'int',
      choices: flagChoices(['有效', 'Valid'], ['停用', 'Disabled']),
      default: 1,
      filter: ['equal'],
    },
    { name: 'scanCount', en: 'Scans', label: '扫码次数', type: 'int', readOnly: true, default: 0, sortable: true },
    {
      name: 'lastScanTime',
      en: 'Last scanned',
      label: '最近扫码时间',
      type: 'datetime',
      readOnly: true,
      sortable: true,
    },
    ...ownershipFields,
  ],
});
