import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField, copiedReportFrequencyField } from '../../presets/subject';
import {
  parentReference,
  recordedTimeField,
  requiredDateField,
  serialNumberField,
  dateRangeField,
} from '../../presets/fields';
import { fieldStaffMenu } from '../../presets/menus';
import { choicesOf } from '../../presets/choices';

/** 是否异常 of a self-check report: 0 正常, 1 异常 (the spec's `isAb`). */
export const IS_AB_CHOICES = choicesOf({ 0: ['正常', 'Normal'], 1: ['异常', 'Abnormal'] });

/**
 * 自查上报 (企业自查, docs/domain.md flow 1): subject staff report one assigned checkpoint for one period of
 * its frequency (resources/report-periods.ts), normal or abnormal (`isAb`), proving presence by
 * scanning the checkpoint's NFC tag (`nfcCode`, `nfcTime`), with photos and videos kept as
 * `reportworkimg` / `reportworkvideo` rows. The server fills the period from the day given
 * (`periodStart` may be any day in it) and the checkpoint's frequency, the report time, and whether it
 * came after its period closed (`isLate`). One report per subject, checkpoint and period.
 */
export default defineResource({
  name: 'reportcheck',
  label: '自查上报',
  en: 'Self-check report |||| Self-check reports',
  table: 'biz_report_check',
  base: '/api/subject/reportcheck',
  domain: 'report',
  ...businessRecordServing,
  labelField: 'reportNo',
  defaultSort: { field: 'reportTime', order: 'DESC' },
  menu: fieldStaffMenu('report_group', '/report/reportcheck', 'FactCheck', 2, ['inspector']),
  // The evidence is the show page's gallery (resources/report/reportcheck/EvidenceGallery.tsx), not tabs.
  relatedTabs: ['reportcheckabnormal'],
  uniqueKeys: [{ fields: ['subjectId', 'checkpointId', 'periodStart'], message: '该检查点本周期已上报' }],
  // The statistics count reports by their checkpoint's market type (server/domains/statistics/report-stats.ts).
  viaFilters: [{ name: 'checkpointMarketType', via: 'checkpointId', field: 'marketType' }],
  fields: [
    serialNumberField('reportNo', '上报编号', 'Report number'),
    subjectField,
    parentReference('checkpointId', '检查点', 'Checkpoint', 'checkpoint', 'checkpointName'),
    requiredDateField('periodStart', '上报周期', 'Period from', 'date'),
    dateRangeField('periodEnd', '周期截止', 'Period until', 'date', { readOnly: true }),
    copiedReportFrequencyField,
    {
      name: 'isAb',
      label: '是否异常',
      en: 'Abnormal',
      type: 'int',
      choices: IS_AB_CHOICES,
      required: '请选择是否异常',
      filter: ['equal'],
    },
    { name: 'remark', label: '情况说明', en: 'Remark', type: 'text', maxLength: 1000, hideInList: true },
    { name: 'nfcCode', label: 'NFC标签', en: 'NFC tag', type: 'string', maxLength: 64, hideInList: true },
    { name: 'nfcTime', label: 'NFC扫描时间', en: 'NFC scanned at', type: 'datetime', filter: ['datege', 'datele'] },
    { name: 'reporterName', label: '上报人', en: 'Reported by', type: 'string', maxLength: 32, filter: true },
    recordedTimeField('reportTime', '上报时间', 'Reported at'),
    {
      name: 'isLate',
      label: '逾期补报',
      en: 'Late',
      type: 'int',
      choices: choicesOf({ 0: ['否', 'No'], 1: ['是', 'Yes'] }),
      readOnly: true,
      default: 0,
      filter: ['equal'],
    },
    ...ownershipFields,
  ],
});
