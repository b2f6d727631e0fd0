import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { cameraEventFields, cameraMenu, snapshotField } from '../../presets/camera';
import { requiredDateField } from '../../presets/fields';

/**
 * 口罩检测 (docs/domain.md flow 9): a camera's count of the people it saw and of those without a mask, at
 * one time, with the snapshot. The platform's AI writes them; `page` and `detail` are what the spec
 * calls.
 */
export default defineResource({
  name: 'cameraMaskCheck',
  label: '口罩检测',
  en: 'Mask check |||| Mask checks',
  table: 'biz_camera_mask_check',
  base: '/api/subject/cameraMaskCheck',
  domain: 'camera',
  ...businessRecordServing,
  labelField: 'checkTime',
  menu: cameraMenu('/camera/cameraMaskCheck', 'Masks', 4),
  relatedTabs: false,
  fields: [
    ...cameraEventFields,
    requiredDateField('checkTime', '检测时间', 'Checked at', 'datetime'),
    { name: 'personCount', label: '检测人数', en: 'People', type: 'int', required: '请输入检测人数' },
    { name: 'noMaskCount', label: '未戴口罩人数', en: 'Without mask', type: 'int', default: 0, filter: ['ge'] },
    snapshotField,
    ...ownershipFields,
  ],
  defaultSort: { field: 'checkTime', order: 'DESC' },
});
