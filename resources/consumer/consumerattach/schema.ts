import { defineResource } from '../../types';

/**
 * 用户附件 (`/api/consumer/consumerattach`): files an app user attached (proofs, receipts, contracts),
 * uploaded through the engine's checked uploads (`files`: pdf/doc/xls/zip/jpg/png, type and size
 * checked on the bytes) and kept under the user.
 */
export default defineResource({
  name: 'consumerattach',
  label: '用户附件',
  en: 'User attachment |||| User attachments',
  table: 'biz_consumer_attach',
  base: '/api/consumer/consumerattach',
  domain: 'consumer',
  tenantScoped: true,
  listShape: 'page',
  labelField: 'name',
  operations: ['list', 'page', 'detail', 'submit', 'remove'],
  menu: {
    group: 'consumer_group',
    path: '/consumer/consumerattach',
    icon: 'AttachFile',
    sort: 5,
    roles: ['inspector', 'enforcer'],
    writers: ['inspector'],
  },
  relatedTabs: false,
  fields: [
    {
      name: 'appUserId',
      label: '所属用户',
      en: 'App user',
      type: 'id',
      reference: 'appuser',
      labelAs: 'appUserName',
      required: '请选择所属用户',
      filter: ['equal'],
      index: true,
    },
    {
      name: 'name',
      label: '附件名称',
      en: 'Name',
      type: 'string',
      maxLength: 200,
      required: '请输入附件名称',
      filter: true,
      search: true,
    },
    { name: 'files', label: '附件', en: 'Files', type: 'files', required: '请上传附件' },
    { name: 'remark', label: '备注', en: 'Remark', type: 'text', maxLength: 500, hideInList: true },
  ],
});
