import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField, subjectMarketTypeFilter } from '../../presets/subject';
import { RESULT_CHOICES } from '../../presets/inspection';
import { fieldStaffMenu } from '../../presets/menus';
import { dateRangeField } from '../../presets/fields';
import { choicesOf } from '../../presets/choices';

/** Spec §3 inspection result: '1' normal, '2' abnormal (the random inspection's choices). */
export const RESULT_NORMAL = 1;
export const RESULT_ABNORMAL = 2;

/** How an inspection was made: on site (submit) or through a camera (`monitor-save`). */
export const WAY_ON_SITE = 1;
export const WAY_CAMERA = 2;
export const WAY_CHOICES = choicesOf({ 1: ['现场巡检', 'On site'], 2: ['视频巡检', 'By video'] });

/** Spec §5 inspection messages, used exactly on both sides. */
export const INSPECT_MESSAGES = {
  result: '请选择正常或异常',
  timeLimit: '请选择整改止期',
  content: '请输入巡检内容',
  enforcerId: '请选择检查人',
  pastTimeLimit: '整改止期不能早于今天',
} as const;

/**
 * 巡检 (docs/domain.md flow 3; docs/spec.md §3 inspection form): an enforcer's inspection of a subject. The form
 * is the spec's: the subject (chosen before, then read only), result 1 正常 / 2 异常, the
 * rectification deadline `timeLimit` (asked for, and kept, only when abnormal; no past day), content,
 * the inspectors (`blade-user/selectForInspect`) and photos. The server numbers it, times it, takes
 * the subject's dept and region, and opens its finding (`inspectabnormal`) in the same transaction
 * when it is abnormal (server/domains/enforce/inspect.ts). `monitor-save` records one made through a
 * camera (`inspectWay` 2, `cameraId`).
 */
export default defineResource({
  name: 'inspect',
  label: '巡检记录',
  en: 'Inspection |||| Inspections',
  table: 'biz_inspect',
  base: '/api/enforcer/inspect',
  domain: 'enforce',
  ...exportedRecordServing,
  labelField: 'inspectNo',
  // Newest first on the live index (tenant, is_deleted, create_time desc, id desc): the page at a
  // million inspections reads ten index entries, and deep pages seek from bookmarks.
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: fieldStaffMenu('enforce_group', '/enforce/inspect', 'FactCheck', 1),
  relatedTabs: ['inspectabnormal', 'evaluationsm'],
  viaFilters: [subjectMarketTypeFilter],
  fields: [
    { name: 'inspectNo', label: '巡检编号', en: 'Number', type: 'string', maxLength: 32, readOnly: true },
    subjectField,
    {
      name: 'result',
      label: '巡检结果',
      en: 'Result',
      type: 'int',
      choices: RESULT_CHOICES,
      required: INSPECT_MESSAGES.result,
      filter: ['equal'],
      sortable: true,
    },
    {
      name: 'timeLimit',
      label: '整改止期',
      en: 'Remedy by',
      type: 'date',
      noPast: INSPECT_MESSAGES.pastTimeLimit,
      sortable: true,
    },
    {
      name: 'content',
      label: '巡检内容',
      en: 'Content',
      type: 'text',
      maxLength: 2000,
      required: INSPECT_MESSAGES.content,
      search: true,
    },
    {
      name: 'enforcerId',
      label: '检查人',
      en: 'Inspectors',
      type: 'ids',
      reference: 'user',
      labelAs: 'enforcerName',
      required: INSPECT_MESSAGES.enforcerId,
      filter: true,
    },
    { name: 'imgList', label: '巡检照片', en: 'Photos', type: 'images', hideInList: true },
    dateRangeField('inspectTime', '巡检时间', 'Inspected at', 'datetime', { sortable: true, index: true }),
    {
      name: 'inspectWay',
      label: '巡检方式',
      en: 'Way',
      type: 'int',
      choices: WAY_CHOICES,
      readOnly: true,
      default: WAY_ON_SITE,
      filter: ['equal'],
    },
    { name: 'cameraId', label: '摄像头', en: 'Camera', type: 'id', readOnly: true, hideInList: true },
    ...ownershipFields,
  ],
});
