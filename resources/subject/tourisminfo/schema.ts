import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { subjectField } from '../../presets/subject';
import { ownershipFields } from '../../business-fields';
import { subjectMenu } from '../../presets/menus';
import { dateRangeField, requiredBizDictField, textField, remarkField } from '../../presets/fields';

/**
 * 旅游信息 (docs/spec.md §3 "tourism info", docs/domain.md): a record about a travel agency or scenic spot subject: its
 * licences, guides, routes and ratings. The spec names no path; it is served at /api/subject/tourisminfo,
 * beside the subjects it belongs to.
 */
export default defineResource({
  name: 'tourisminfo',
  label: '旅游信息',
  en: 'Tourism information |||| Tourism information',
  table: 'biz_tourism_info',
  base: '/api/subject/tourisminfo',
  domain: 'subject',
  ...businessRecordServing,
  labelField: 'title',
  operations: ['page', 'detail', 'submit', 'remove', 'export'],
  menu: subjectMenu('/subject/tourisminfo', 'Map', 21, []),
  fields: [
    subjectField,
    requiredBizDictField('infoType', '信息类别', 'Kind', 'tourism_info_type', { sortable: true }),
    textField('title', '标题', 'Title', 100, { required: '请输入标题', filter: true, search: true, sortable: true }),
    textField('certificateNo', '许可证/证书编号', 'Licence / certificate no.', 64, { filter: true, search: true }),
    { name: 'holderName', en: 'Holder', label: '持有人', type: 'string', maxLength: 50, filter: true },
    { name: 'phone', en: 'Phone', label: '联系电话', type: 'string', maxLength: 11, format: 'phone', hideInList: true },
    dateRangeField('validFrom', '有效期起', 'Valid from', 'date', { sortable: true }),
    { name: 'validTo', en: 'Valid to', label: '有效期至', type: 'date', filter: ['datege', 'datele'], sortable: true },
    { name: 'routeDays', en: 'Route days', label: '线路天数', type: 'int', hideInList: true },
    { name: 'price', en: 'Price (yuan)', label: '价格(元)', type: 'number', hideInList: true },
    { name: 'content', en: 'Content', label: '内容', type: 'text', maxLength: 2000, hideInList: true },
    { name: 'files', en: 'Attachments', label: '附件', type: 'files', hideInList: true },
    ...ownershipFields,
    remarkField,
  ],
});
