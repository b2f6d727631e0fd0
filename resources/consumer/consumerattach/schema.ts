import { defineResource } from '../../types';
import { parentReference } from '../../presets/fields';
import { attachmentFields } from '../../presets/attachments';
import { fieldStaffMenu } from '../../presets/menus';

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
  menu: fieldStaffMenu('consumer_group', '/consumer/consumerattach', 'AttachFile', 5, ['inspector']),
  relatedTabs: false,
  fields: [parentReference('appUserId', '所属用户', 'App user', 'appuser', 'appUserName'), ...attachmentFields],
});
