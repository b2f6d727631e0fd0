import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { remarkField, requiredDateField, requiredReference, referenceField, textField } from '../../presets/fields';
import { fieldStaffMenu } from '../../presets/menus';

/**
 * Kinds of enforcement document (执法文书) with the short name their numbers carry
 * (`责改〔2026〕0001号`). The sequence is one per tenant and year, whatever the kind.
 */
export const SHEET_TYPES = [
  { id: '1', name: '责令整改通知书', short: '责改' },
  { id: '2', name: '现场检查笔录', short: '检查' },
  { id: '3', name: '询问笔录', short: '询问' },
  { id: '4', name: '行政处罚事先告知书', short: '罚告' },
  { id: '5', name: '行政处罚决定书', short: '罚决' },
  { id: '6', name: '查封扣押决定书', short: '封扣' },
  { id: '7', name: '送达回证', short: '送达' },
  { id: '9', name: '其他文书', short: '文书' },
];
export const SHEET_TYPE_CHOICES = SHEET_TYPES.map(({ id, name }) => ({ id, name }));

/** The number of a document: the kind's short name, the year and the tenant's sequence of that year. */
export const sheetNumber = (type: unknown, year: number, seq: number): string =>
  `${SHEET_TYPES.find((t) => t.id === String(type))?.short ?? '文书'}〔${year}〕${String(seq).padStart(4, '0')}号`;

/**
 * 执法文书 (docs/domain.md flow 7): an enforcement document issued to a subject: its kind, the number the
 * server gives it (unique per tenant and year, server/domains/transfer/enforcement-sheets.ts), the
 * text, the issuing dept, the date and who signed it, optionally the enforcement record it belongs
 * to. `save` / `update` (JSON) and `submit` write it; `export` lists it; the web app prints it.
 */
export default defineResource({
  name: 'enforcementsheet',
  label: '执法文书',
  en: 'Enforcement document |||| Enforcement documents',
  table: 'biz_enforcement_sheet',
  base: '/api/subject/enforcementsheet',
  domain: 'transfer',
  ...exportedRecordServing,
  labelField: 'docNo',
  menu: fieldStaffMenu('enforce_group', '/enforce/enforcementsheet', 'Description', 12, ['enforcer']),
  relatedTabs: false,
  defaultSort: { field: 'issueDate', order: 'DESC' },
  fields: [
    {
      name: 'docType',
      label: '文书类型',
      en: 'Kind',
      type: 'int',
      choices: SHEET_TYPE_CHOICES,
      required: '请选择文书类型',
      filter: ['equal'],
    },
    textField('docNo', '文书编号', 'Number', 64, {
      readOnly: true,
      unique: '文书编号已存在',
      filter: true,
      search: true,
      sortable: true,
    }),
    { name: 'docYear', label: '编号年度', en: 'Year', type: 'int', readOnly: true, hideInList: true, index: true },
    { name: 'docSeq', label: '年度序号', en: 'Sequence', type: 'int', readOnly: true, hideInList: true },
    subjectField,
    referenceField('enforceInfoId', '执法信息', 'Enforcement record', 'enforceinfo', 'enforceCaseNo', {
      filter: ['equal'],
      hideInList: true,
    }),
    {
      name: 'content',
      label: '文书内容',
      en: 'Text',
      type: 'text',
      maxLength: 5000,
      required: '请输入文书内容',
      hideInList: true,
    },
    requiredReference('issueDeptId', '发文部门', 'Issued by dept', 'dept', 'issueDeptName'),
    requiredDateField('issueDate', '文书日期', 'Dated', 'date'),
    textField('signer', '签发人', 'Signed by', 64, { required: '请输入签发人', filter: true }),
    remarkField,
    ...ownershipFields,
  ],
});
