import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { oneStepLifecycle, state } from '../../presets/lifecycle';
import { ownershipFields } from '../../business-fields';
import { copiedMarketTypeField, subjectField } from '../../presets/subject';
import { enforcersField, recordedResultField } from '../../presets/inspection';
import { actionTimeField, actorField, remarkField, dateRangeField, serialNumberField } from '../../presets/fields';
import { fieldStaffMenu } from '../../presets/menus';
import { choicesOf } from '../../presets/choices';

export const ONSITE_OPEN = 0;
export const ONSITE_FINISHED = 1;
/** How an inspection was made: at the venue, or through one of its cameras (`monitor-save`). */
export const MODE_ONSITE = 1;
export const MODE_CAMERA = 2;
export const MODE_CHOICES = choicesOf({ 1: ['现场检查', 'On site'], 2: ['视频检查', 'By video'] });

/** Spec §5 inspection messages, on both sides. */
export const ENFORCERS_REQUIRED = enforcersField.required;
export const DEADLINE_REQUIRED = '请选择整改止期';
export const DEADLINE_PAST = '整改止期不能早于今天';

/**
 * 现场检查 (docs/domain.md flow 3): an enforcers' visit to a subject. The server gives it one result row per
 * enabled inspection item of the subject's market type (`onsiteinspectcheck`, made in the save's
 * transaction; the body's `checkList` carries each item's 合格/不合格 and note), other problems seen
 * are `onsiteinspectother` rows. The overall result is computed, never sent: any failed item or other
 * problem makes it 异常, which needs the rectification deadline and opens the inspection's one finding
 * (`onsiteinspectabnormal`) in the same transaction (server/domains/enforce/onsite-rules.ts).
 * Editable, with its items and other problems, until `finish` or until its finding is handled.
 */
export default defineResource({
  name: 'onsiteinspect',
  label: '现场检查',
  en: 'On-site inspection |||| On-site inspections',
  table: 'biz_onsite_inspect',
  base: '/api/enforcer/onsiteinspect',
  domain: 'enforce',
  ...exportedRecordServing,
  labelField: 'inspectNo',
  defaultSort: { field: 'inspectTime', order: 'DESC' },
  menu: fieldStaffMenu('enforce_group', '/enforce/onsiteinspect', 'AssignmentTurnedIn', 4),
  fields: [
    serialNumberField('inspectNo', '检查编号', 'Number', { filter: ['equal', 'like'] }),
    subjectField,
    copiedMarketTypeField,
    dateRangeField('inspectTime', '检查时间', 'Inspected at', 'datetime', { sortable: true }),
    enforcersField,
    {
      name: 'inspectMode',
      label: '检查方式',
      en: 'Mode',
      type: 'int',
      choices: MODE_CHOICES,
      readOnly: true,
      default: MODE_ONSITE,
      filter: ['equal'],
    },
    { name: 'cameraId', label: '监控设备', en: 'Camera', type: 'id', readOnly: true, hideInList: true },
    { ...recordedResultField, sortable: true },
    {
      name: 'failCount',
      label: '不合格项',
      en: 'Failed items',
      type: 'int',
      readOnly: true,
      default: 0,
      sortable: true,
    },
    { name: 'deadline', label: '整改止期', en: 'Remedy by', type: 'date', noPast: DEADLINE_PAST, sortable: true },
    { name: 'content', label: '检查情况', en: 'Findings', type: 'text', maxLength: 2000, hideInList: true },
    { name: 'images', label: '检查照片', en: 'Photos', type: 'images', hideInList: true },
    remarkField,
    actorField('inspectUser', '记录人', 'Recorded by'),
    {
      name: 'inspectStatus',
      label: '检查状态',
      en: 'Status',
      type: 'int',
      readOnly: true,
      default: ONSITE_OPEN,
      filter: ['equal'],
    },
    actionTimeField('finishTime', '完成时间', 'Finished at'),
    ...ownershipFields,
  ],
  lifecycles: [
    oneStepLifecycle(
      'inspectStatus',
      state(ONSITE_OPEN, '检查中', 'Open', 'warning'),
      state(ONSITE_FINISHED, '已完成', 'Finished', 'success'),
      {
        name: 'finish',
        label: '完成检查',
        en: 'Finish',
        icon: 'CheckCircle',
        confirm: '完成后检查结果不能再修改,确认完成?',
        confirmEn: 'The results cannot be changed afterwards. Finish?',
        sets: { finishTime: 'now' },
      },
    ),
  ],
});
