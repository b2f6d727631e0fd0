import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { parentReference } from '../../presets/fields';
import { findingDescriptionField } from '../../findings';
import { fieldStaffMenu } from '../../presets/menus';

/**
 * 其他问题: a problem seen during an on-site inspection that no inspection item names (description,
 * photos). Any such row makes the inspection 异常 and is named in its finding; the subject, dept and
 * region are the inspection's. Added, edited and removed only while the inspection is open.
 */
export default defineResource({
  name: 'onsiteinspectother',
  label: '其他问题',
  en: 'Other problem |||| Other problems',
  table: 'biz_onsite_inspect_other',
  base: '/api/enforcer/onsiteinspectother',
  domain: 'enforce',
  ...businessRecordServing,
  labelField: 'description',
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: fieldStaffMenu('enforce_group', '/enforce/onsiteinspectother', 'ReportGmailerrorred', 6),
  relatedTabs: false,
  fields: [
    parentReference('onsiteinspectId', '现场检查', 'On-site inspection', 'onsiteinspect', 'inspectNo'),
    { ...subjectField, required: undefined, readOnly: true },
    findingDescriptionField('问题描述', 1000),
    { name: 'images', label: '问题照片', en: 'Photos', type: 'images', hideInList: true },
    ...ownershipFields,
  ],
});
