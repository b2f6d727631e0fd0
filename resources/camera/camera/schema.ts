import { flagChoices } from '../../presets/choices';
import { defineResource } from '../../types';
import { cameraMenu } from '../../presets/camera';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField, subjectMarketTypeFilter } from '../../presets/subject';
import { actionTimeField, searchedTextField, textField } from '../../presets/fields';

/**
 * Where a camera's video comes from: the server's own ffmpeg gateway (from the stream source), a hosted
 * platform's open API, or the gateway's own test signal (ffmpeg's test pattern, no source needed: to
 * check the video path from server to browser without a camera, and the demo's playable cameras).
 */
export const PLATFORM_GATEWAY = 'gateway';
export const PLATFORM_HOSTED = 'hosted';
export const PLATFORM_TEST_SIGNAL = 'testsrc';
export const PLATFORM_CHOICES = [
  { id: PLATFORM_GATEWAY, name: '内置视频网关', en: 'Built-in video gateway' },
  { id: PLATFORM_HOSTED, name: '云视频平台', en: 'Hosted video platform' },
  { id: PLATFORM_TEST_SIGNAL, name: '测试信号', en: 'Test signal' },
];

export const ONLINE = 1;
export const OFFLINE = 0;
export const ONLINE_CHOICES = flagChoices(['在线', 'Online'], ['离线', 'Offline']);

/**
 * What a stream source may be: an RTSP address (IP cameras, NVR channels) or an HTTP(S) address of a
 * stream or clip. Nothing else reaches ffmpeg (no `file:`, `concat:` or other protocols that would
 * read the server's own files).
 */
export const STREAM_URL_PATTERN = {
  source: '^(rtsps?|https?)://[^\\s"\'<>]+$',
  message: '视频源地址须以rtsp://、rtsps://、http://或https://开头',
};

/**
 * 摄像头 (docs/domain.md flow 9): a camera of a subject on a video platform. `serialNo` is the device
 * (a camera, or an NVR holding several channels: same serial, `channelNo` 1..n), `streamUrl` where the
 * built-in gateway pulls its video from (server/domains/camera/gateway/). `online` is what the gateway
 * last found (a start that played: online; a source it could not reach: offline), not typed in.
 */
export default defineResource({
  name: 'camera',
  label: '摄像头',
  en: 'Camera |||| Cameras',
  table: 'biz_camera',
  base: '/api/subject/camera',
  domain: 'camera',
  ...businessRecordServing,
  labelField: 'cameraName',
  menu: cameraMenu('/camera/camera', 'Videocam', 1),
  relatedTabs: ['cameraabnormal', 'cameraalarm'],
  viaFilters: [subjectMarketTypeFilter],
  uniqueKeys: [{ fields: ['serialNo', 'channelNo'], message: '该设备通道已登记' }],
  fields: [
    subjectField,
    searchedTextField('cameraName', '摄像头名称', 'Name', 100, { sortable: true }),
    textField('serialNo', '设备序列号', 'Device serial', 64, {
      required: '请输入设备序列号',
      filter: ['equal', ''],
      search: true,
      index: true,
    }),
    { name: 'channelNo', label: '通道号', en: 'Channel', type: 'int', default: 1, required: '请输入通道号' },
    textField('platform', '视频平台', 'Platform', 16, {
      choices: PLATFORM_CHOICES,
      default: PLATFORM_GATEWAY,
      required: '请选择视频平台',
      filter: ['equal'],
    }),
    textField('streamUrl', '视频源地址', 'Stream source', 500, { pattern: STREAM_URL_PATTERN, hideInList: true }),
    { name: 'position', label: '安装位置', en: 'Position', type: 'string', maxLength: 200 },
    {
      name: 'online',
      label: '在线状态',
      en: 'Status',
      type: 'int',
      choices: ONLINE_CHOICES,
      readOnly: true,
      default: OFFLINE,
      filter: ['equal'],
    },
    actionTimeField('lastOnlineTime', '最近在线', 'Last online'),
    ...ownershipFields,
  ],
  defaultSort: { field: 'cameraName', order: 'ASC' },
});
