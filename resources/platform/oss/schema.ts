import { defineResource } from '../../types';
import { PROVIDER_ENABLED, PROVIDER_OFF, providerAccountFields } from '../../presets/provider-config';
import { textField } from '../../presets/fields';

/** blade_oss.status as BladeX keeps it: 1 off, 2 the tenant's enabled store (one at most). */
export const OSS_OFF = PROVIDER_OFF;
export const OSS_ENABLED = PROVIDER_ENABLED;

/**
 * 对象存储 (docs/spec.md §7 OSS): a tenant's storage configurations, as BladeX keeps them (blade_oss). The
 * enabled one (status 2, at most one per tenant, `POST enable`) receives the tenant's uploads; with none
 * enabled they go to the server's disk. Every kind of the `oss` dictionary speaks S3 (MinIO by path,
 * the clouds by virtual host), see server/files/storage.ts. The secret key is write-only: accepted by
 * submit, never answered (server/domains/platform/oss.ts).
 */
export default defineResource({
  name: 'oss',
  label: '对象存储',
  en: 'Object storage |||| Object storage',
  table: 'blade_oss',
  base: '/api/blade-resource/oss',
  domain: 'platform',
  tenantScoped: true,
  listShape: 'page',
  labelField: 'ossCode',
  menu: { group: 'resource_group', path: '/resource/oss', icon: 'CloudQueue', sort: 1 },
  extraButtons: [{ code: 'oss_enable', name: '启用', en: 'Enable' }],
  fields: providerAccountFields(
    { kind: 'oss', kindEn: 'Kind', secretLength: 255 },
    textField('endpoint', '资源地址', 'Endpoint', 255, { required: '请输入资源地址', filter: true }),
    textField('bucketName', '空间名', 'Bucket', 255, { required: '请输入空间名', filter: true }),
    { name: 'appId', en: 'App id', label: 'appId', type: 'string', maxLength: 255, hideInList: true },
    { name: 'region', en: 'Region', label: 'region', type: 'string', maxLength: 255, hideInList: true },
  ),
});
