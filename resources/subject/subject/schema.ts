import { defineResource } from '../../types';
import { ownershipFields } from '../../business-fields';

/**
 * 经营主体: the supervised business (domain.md "The subject"). Its pause and NFC check are declared life
 * cycles: submit never sets them, `POST pause|resume|checkNfc|uncheckNfc` do, with history.
 */
export default defineResource({
  name: 'subject',
  label: '经营主体',
  table: 'biz_subject',
  base: '/api/subject/subject',
  domain: 'subject',
  tenantScoped: true,
  dataScoped: true,
  listShape: 'page',
  labelField: 'subjectName',
  operations: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  menu: { group: 'subject_group', path: '/subject/subject', icon: 'Storefront', sort: 1, roles: ['inspector', 'enforcer'] },
  fields: [
    { name: 'subjectName', label: '主体名称', type: 'string', maxLength: 100, required: '请输入主体名称', filter: true, search: true, sortable: true },
    { name: 'creditCode', label: '统一社会信用代码', type: 'string', maxLength: 18, required: '请输入统一社会信用代码', format: 'creditCode', unique: '统一社会信用代码已存在', filter: true, search: true },
    { name: 'licenseNo', label: '许可证号', type: 'string', maxLength: 64, filter: true, hideInList: true },
    { name: 'marketType', label: '市场类型', type: 'int', dict: { code: 'market_type', biz: true }, required: '请选择市场类型', filter: ['equal'], sortable: true },
    { name: 'bizType', label: '经营类别', type: 'string', maxLength: 64, hideInList: true },
    { name: 'legalPerson', label: '法定代表人', type: 'string', maxLength: 32, required: '请输入法定代表人', filter: true },
    { name: 'contactPhone', label: '联系电话', type: 'string', maxLength: 11, required: '请输入联系电话', format: 'phone', filter: true },
    { name: 'address', label: '经营地址', type: 'string', maxLength: 255, required: '请输入经营地址', filter: true, hideInList: true },
    ...ownershipFields,
    { name: 'longitude', label: '经度', type: 'number', hideInList: true },
    { name: 'latitude', label: '纬度', type: 'number', hideInList: true },
    { name: 'area', label: '经营面积(㎡)', type: 'number', hideInList: true },
    { name: 'openDate', label: '开业日期', type: 'date', filter: ['datege', 'datele'], hideInList: true },
    { name: 'businessStatus', label: '经营状态', type: 'int', dict: { code: 'business_status', biz: true }, default: 1, filter: ['equal'] },
    { name: 'nfcCode', label: 'NFC标签编号', type: 'string', maxLength: 64, hideInList: true },
    { name: 'planImage', label: '平面图', type: 'image', hideInList: true },
    { name: 'photos', label: '门头照片', type: 'images', hideInList: true },
    { name: 'pauseStatus', label: '暂停状态', type: 'int', readOnly: true, default: 0, filter: ['equal'] },
    { name: 'pauseReason', label: '暂停原因', type: 'text', maxLength: 500, readOnly: true, hideInList: true },
    { name: 'pauseUser', label: '暂停人', type: 'id', reference: 'user', readOnly: true, hideInList: true },
    { name: 'pauseTime', label: '暂停时间', type: 'datetime', readOnly: true, hideInList: true },
    { name: 'nfcStatus', label: 'NFC校验', type: 'int', readOnly: true, default: 0, filter: ['equal'] },
    { name: 'remark', label: '备注', type: 'text', maxLength: 500, hideInList: true },
  ],
  lifecycles: [
    {
      field: 'pauseStatus',
      states: [
        { code: 0, label: '营业中', color: 'success' },
        { code: 1, label: '已暂停', color: 'warning' },
      ],
      actions: [
        {
          name: 'pause', label: '暂停', from: [0], to: 1, bulk: true, icon: 'PauseCircle',
          confirm: '确定暂停所选经营主体?',
          params: [{ name: 'pauseReason', label: '暂停原因', type: 'text', maxLength: 500, column: 'pauseReason' }],
          sets: { pauseUser: 'user', pauseTime: 'now' },
        },
        { name: 'resume', label: '恢复', from: [1], to: 0, bulk: true, icon: 'PlayCircle', confirm: '确定恢复所选经营主体?' },
      ],
    },
    {
      field: 'nfcStatus',
      states: [
        { code: 0, label: '未校验', color: 'default' },
        { code: 1, label: '已校验', color: 'info' },
      ],
      actions: [
        { name: 'checkNfc', label: 'NFC校验', from: [0], to: 1, bulk: true, icon: 'Nfc', confirm: '确定将所选主体的NFC标签标记为已校验?' },
        { name: 'uncheckNfc', label: '取消校验', from: [1], to: 0, bulk: true, icon: 'PhonelinkErase', confirm: '确定取消所选主体的NFC校验?' },
      ],
    },
  ],
});
