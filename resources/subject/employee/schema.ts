import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { reviewFields, reviewLifecycle } from '../../presets/review';
import { idCardField, subjectField } from '../../presets/subject';
import { remarkField, searchedTextField, dateRangeField, textField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 从业人员: the people working at a subject, reviewed by the authority. The review is a declared life
 * cycle: 待审核 → 已通过 (`pass`) or 未通过 (`noPass`, with the cause); submit never sets it.
 */
export default defineResource({
  name: 'employee',
  label: '从业人员',
  en: 'Employee |||| Employees',
  table: 'biz_employee',
  base: '/api/subject/employee',
  domain: 'subject',
  ...businessRecordServing,
  labelField: 'name',
  menu: subjectMenu('/subject/employee', 'Badge', 10, ['inspector']),
  fields: [
    subjectField,
    searchedTextField('name', '姓名', 'Name', 32, { sortable: true }),
    { ...idCardField, filter: ['equal'] },
    { name: 'sex', label: '性别', en: 'Sex', type: 'int', dict: { code: 'sex' }, filter: ['equal'] },
    { name: 'phone', label: '联系电话', en: 'Phone', type: 'string', maxLength: 11, format: 'phone', filter: true },
    { name: 'post', label: '岗位', en: 'Post', type: 'string', maxLength: 64, filter: true },
    textField('certificateNo', '从业资格证号', 'Certificate no.', 64, { hideInList: true }),
    dateRangeField('entryDate', '入职日期', 'Joined on', 'date', { sortable: true }),
    { name: 'photo', label: '照片', en: 'Photo', type: 'image', hideInList: true },
    ...ownershipFields,
    ...reviewFields('未通过原因', 'Reason refused'),
    remarkField,
  ],
  lifecycles: [
    reviewLifecycle({
      names: { refusedLabel: '未通过', refusedEn: 'Not passed' },
      pass: { confirm: '确定审核通过该从业人员?', confirmEn: 'Pass this employee?' },
      refuse: { name: 'noPass', label: '不通过', en: 'Refuse', causeLabel: '未通过原因' },
    }),
  ],
});
