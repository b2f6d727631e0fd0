import { defineResource } from '../../types';
import { exportedRecordServing } from '../../presets/serving';
import { bizTypeField, marketTypeField } from '../../presets/subject';
import { ownershipFields } from '../../business-fields';
import { actedBy, textParam } from '../../presets/actions';
import { state, step, switchLifecycle } from '../../presets/lifecycle';
import {
  bizDictField,
  dateRangeField,
  nameField,
  remarkField,
  textField,
  statusField,
  actionTextField,
  actionTimeField,
} from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 经营主体: the supervised business (docs/domain.md "The subject"). Its pause and NFC check are declared life
 * cycles: submit never sets them, `POST pause|resume|checkNfc|uncheckNfc` do, with history.
 */
export default defineResource({
  name: 'subject',
  label: '经营主体',
  en: 'Business subject |||| Business subjects',
  table: 'biz_subject',
  base: '/api/subject/subject',
  domain: 'subject',
  ...exportedRecordServing,
  labelField: 'subjectName',
  // 一户一档: every subject link of the product opens its one-household page (resources/subject/household).
  recordPage: '/busdetail/:id',
  menu: subjectMenu('/subject/subject', 'Storefront', 1, []),
  fields: [
    nameField('subjectName', '主体名称', 'Name', 100),
    textField('creditCode', '统一社会信用代码', 'Unified social credit code', 18, {
      required: '请输入统一社会信用代码',
      format: 'creditCode',
      unique: '统一社会信用代码已存在',
      filter: true,
      search: true,
    }),
    textField('licenseNo', '许可证号', 'Licence no.', 64, { filter: true, hideInList: true }),
    marketTypeField,
    { ...bizTypeField, hideInList: true },
    textField('legalPerson', '法定代表人', 'Legal representative', 32, { required: '请输入法定代表人', filter: true }),
    textField('contactPhone', '联系电话', 'Contact phone', 11, {
      required: '请输入联系电话',
      format: 'phone',
      filter: true,
    }),
    textField('address', '经营地址', 'Address', 255, { required: '请输入经营地址', filter: true, hideInList: true }),
    ...ownershipFields,
    { name: 'longitude', en: 'Longitude', label: '经度', type: 'number', hideInList: true },
    { name: 'latitude', en: 'Latitude', label: '纬度', type: 'number', hideInList: true },
    { name: 'area', en: 'Floor area (m²)', label: '经营面积(㎡)', type: 'number', hideInList: true },
    dateRangeField('openDate', '开业日期', 'Opened on', 'date', { hideInList: true }),
    bizDictField('businessStatus', '经营状态', 'Business status', 'business_status', { default: 1 }),
    { name: 'nfcCode', en: 'NFC tag', label: 'NFC标签编号', type: 'string', maxLength: 64, hideInList: true },
    { name: 'planImage', en: 'Floor plan', label: '平面图', type: 'image', hideInList: true },
    { name: 'photos', en: 'Photos', label: '门头照片', type: 'images', hideInList: true },
    statusField('pauseStatus', '暂停状态', 'Paused', 0, { sortable: false }),
    actionTextField('pauseReason', '暂停原因', 'Pause reason', 500),
    {
      name: 'pauseUser',
      en: 'Paused by',
      label: '暂停人',
      type: 'id',
      reference: 'user',
      readOnly: true,
      hideInList: true,
    },
    actionTimeField('pauseTime', '暂停时间', 'Paused at'),
    statusField('nfcStatus', 'NFC校验', 'NFC check', 0, { sortable: false }),
    // Kept in step with the credit records (resources/subject/subjectcredit) by their write hook.
    {
      name: 'creditScore',
      en: 'Credit score',
      label: '信用分',
      type: 'int',
      readOnly: true,
      default: 100,
      filter: ['ge', 'le'],
      sortable: true,
      hideInList: true,
    },
    bizDictField('creditLevel', '信用等级', 'Credit level', 'credit_level', {
      readOnly: true,
      default: 1,
      hideInList: true,
    }),
    remarkField,
  ],
  lifecycles: [
    // A paused subject is removed like an open one (its own checks still hold).
    switchLifecycle(
      'pauseStatus',
      '暂停与恢复营业',
      state(0, '营业中', 'Open', 'success'),
      state(1, '已暂停', 'Paused', 'warning'),
      [
        step('pause', '暂停', 'Pause', 0, 1, {
          bulk: true,
          icon: 'PauseCircle',
          confirm: '确定暂停所选经营主体?',
          confirmEn: 'Pause the selected subjects?',
          params: [textParam('pauseReason', '暂停原因', 'Pause reason', 500, 'pauseReason')],
          sets: actedBy('pause'),
        }),
        step('resume', '恢复', 'Resume', 1, 0, {
          bulk: true,
          icon: 'PlayCircle',
          confirm: '确定恢复所选经营主体?',
          confirmEn: 'Resume the selected subjects?',
        }),
      ],
    ),
    switchLifecycle(
      'nfcStatus',
      'NFC校验',
      state(0, '未校验', 'Not checked', 'default'),
      state(1, '已校验', 'Checked', 'info'),
      [
        step('checkNfc', 'NFC校验', 'Check NFC', 0, 1, {
          bulk: true,
          icon: 'Nfc',
          confirm: '确定将所选主体的NFC标签标记为已校验?',
          confirmEn: 'Mark the NFC tags of the selected subjects as checked?',
        }),
        step('uncheckNfc', '取消校验', 'Uncheck NFC', 1, 0, {
          bulk: true,
          icon: 'PhonelinkErase',
          confirm: '确定取消所选主体的NFC校验?',
          confirmEn: 'Clear the NFC check of the selected subjects?',
        }),
      ],
    ),
  ],
});
