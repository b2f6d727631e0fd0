import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import {
  remarkField,
  requiredDateField,
  requiredReference,
  searchedTextField,
  referenceField,
} from '../../presets/fields';
import { fieldStaffMenu } from '../../presets/menus';
import { numberedChoices } from '../../presets/choices';

/** Kinds of case document (执法文书) kept with a case. */
export const DOC_KIND_CHOICES = numberedChoices(
  ['立案审批表', 'Filing approval form'],
  ['现场检查笔录', 'On-site inspection record'],
  ['询问笔录', 'Interview record'],
  ['责令改正通知书', 'Rectification order'],
  ['行政处罚决定书', 'Penalty decision'],
  ['送达回证', 'Proof of service'],
  ['结案报告', 'Closing report'],
);

/**
 * 案件文书 (docs/domain.md flow 1): a document of a case or its filing, its kind, number, date and the
 * uploaded file. The filing, when given, must be the case's own (server/domains/report/case-filing.ts).
 */
export default defineResource({
  name: 'checkfile',
  label: '案件文书',
  en: 'Case document |||| Case documents',
  table: 'biz_check_file',
  base: '/api/subject/checkfile',
  domain: 'report',
  ...exportedRecordServing,
  labelField: 'docName',
  menu: fieldStaffMenu('report_group', '/report/checkfile', 'Description', 7, ['enforcer']),
  relatedTabs: false,
  fields: [
    requiredReference('caseId', '案件', 'Case', 'reportcheckcase', 'caseNo'),
    referenceField('lianId', '立案', 'Filing', 'lian', 'lianNo', { filter: ['equal'] }),
    {
      name: 'docKind',
      label: '文书类型',
      en: 'Kind',
      type: 'int',
      choices: DOC_KIND_CHOICES,
      required: '请选择文书类型',
      filter: ['equal'],
    },
    searchedTextField('docName', '文书名称', 'Title', 100),
    { name: 'docNo', label: '文书编号', en: 'Number', type: 'string', maxLength: 64, filter: true, search: true },
    { name: 'fileUrl', label: '文书文件', en: 'File', type: 'file', required: '请上传文书文件' },
    requiredDateField('docDate', '文书日期', 'Dated', 'date'),
    remarkField,
    ...ownershipFields,
  ],
  defaultSort: { field: 'docDate', order: 'DESC' },
});
