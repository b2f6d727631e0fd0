import { defineResource } from '../../types';
import { enforcementStaffField } from '../../presets/inspection';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { remarkField, requiredDateField, searchedTextField } from '../../presets/fields';
import { fieldStaffMenu } from '../../presets/menus';
import { numberedChoices } from '../../presets/choices';

/** Kinds of enforcement (执法类型). */
export const ENFORCE_TYPE_CHOICES = numberedChoices(
  ['行政检查', 'Administrative inspection'],
  ['行政处罚', 'Administrative penalty'],
  ['行政强制', 'Administrative coercion'],
  ['责令整改', 'Rectification order'],
  ['警告', 'Warning'],
);

/**
 * 执法信息 (docs/domain.md flow 7): what enforcement was taken against a subject: the case number, kind,
 * legal basis, result, penalty, date, the enforcers, and the photos and documents. `POST save` and
 * `POST update` take it as multipart, each field appended as a form field (docs/spec.md §3) and new files as
 * parts named after their field (`images`, `files`), checked by content like every upload
 * (server/domains/transfer/enforce-info.ts); `submit` takes the same as JSON with uploaded links.
 */
export default defineResource({
  name: 'enforceinfo',
  label: '执法信息',
  en: 'Enforcement record |||| Enforcement records',
  table: 'biz_enforce_info',
  base: '/api/subject/enforceinfo',
  domain: 'transfer',
  ...businessRecordServing,
  labelField: 'caseNo',
  menu: fieldStaffMenu('enforce_group', '/enforce/enforceinfo', 'Gavel', 11, ['enforcer']),
  defaultSort: { field: 'enforceDate', order: 'DESC' },
  fields: [
    searchedTextField('caseNo', '案件编号', 'Case number', 64, { sortable: true }),
    subjectField,
    {
      name: 'enforceType',
      label: '执法类型',
      en: 'Kind',
      type: 'int',
      choices: ENFORCE_TYPE_CHOICES,
      required: '请选择执法类型',
      filter: ['equal'],
    },
    {
      name: 'basis',
      label: '执法依据',
      en: 'Legal basis',
      type: 'text',
      maxLength: 1000,
      required: '请输入执法依据',
      hideInList: true,
    },
    { name: 'result', label: '执法结果', en: 'Result', type: 'text', maxLength: 2000, required: '请输入执法结果' },
    {
      name: 'penaltyAmount',
      label: '罚款金额(元)',
      en: 'Penalty (yuan)',
      type: 'number',
      filter: ['ge', 'le'],
      sortable: true,
    },
    requiredDateField('enforceDate', '执法日期', 'Date', 'date'),
    enforcementStaffField,
    { name: 'images', label: '现场照片', en: 'Photos', type: 'images', hideInList: true },
    { name: 'files', label: '执法材料', en: 'Documents', type: 'files', hideInList: true },
    remarkField,
    ...ownershipFields,
  ],
});
