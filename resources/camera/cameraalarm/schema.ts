import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { cameraEventFields, cameraMenu, snapshotField } from '../../presets/camera';
import { dateRangeField } from '../../presets/fields';
import { numberedChoices } from '../../presets/choices';

export const ALARM_CHOICES = numberedChoices(
  ['移动侦测', 'Motion detected'],
  ['视频遮挡', 'Camera covered'],
  ['视频丢失', 'Video lost'],
  ['区域入侵', 'Area intrusion'],
  ['人员聚集', 'Crowding'],
);

/**
 * 摄像头告警 (docs/domain.md flow 9): an alarm a device raised (motion, a covered lens, lost video), as the
 * video platform reports it or an operator records it. Counted by time by `staByTimeNew`
 * (server/domains/camera/alarm-stats.ts); the open API's `alarm/query` reads them too.
 */
export default defineResource({
  name: 'cameraalarm',
  label: '摄像头告警',
  en: 'Camera alarm |||| Camera alarms',
  table: 'biz_camera_alarm',
  base: '/api/subject/cameraalarm',
  domain: 'camera',
  ...businessRecordServing,
  labelField: 'alarmContent',
  menu: cameraMenu('/camera/cameraalarm', 'NotificationsActive', 3),
  relatedTabs: false,
  fields: [
    ...cameraEventFields,
    {
      name: 'alarmType',
      label: '告警类型',
      en: 'Alarm',
      type: 'int',
      choices: ALARM_CHOICES,
      required: '请选择告警类型',
      filter: ['equal'],
      sortable: true,
    },
    dateRangeField('alarmTime', '告警时间', 'Alarm at', 'datetime', {
      required: '请选择告警时间',
      sortable: true,
      index: true,
    }),
    { name: 'alarmContent', label: '告警内容', en: 'Content', type: 'string', maxLength: 500, search: true },
    snapshotField,
    ...ownershipFields,
  ],
  defaultSort: { field: 'alarmTime', order: 'DESC' },
});
