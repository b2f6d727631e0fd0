import { defineResource } from '../../types';
import { PROVIDER_ENABLED, PROVIDER_OFF, providerAccountFields } from '../../presets/provider-config';
import { textField } from '../../presets/fields';

/** The `sms` dictionary's kinds (server/db/seed-data.ts), as BladeX numbers them. */
export const SMS_YUNPIAN = 1;
export const SMS_QINIU = 2;
export const SMS_ALIYUN = 3;
export const SMS_TENCENT = 4;

/** BladeX's status of an sms row: 1 off, 2 enabled (the yes_no dictionary's 否/是). Only `enable` sets it. */
export const SMS_OFF = PROVIDER_OFF;
export const SMS_ENABLED = PROVIDER_ENABLED;

/**
 * 短信配置 (docs/spec.md §7 SMS): a tenant's SMS provider accounts, as BladeX keeps them (blade_sms),
 * plus the provider endpoint (empty = the provider's public API; a test or a proxy names its own) and
 * the app id Tencent Cloud asks for. The secret key is write-only and sealed at rest (AES-256-GCM,
 * server/domains/sms/secret-box.ts): submit accepts it, no answer carries it; `secretKeyMask` shows
 * its first and last two characters so an administrator can tell which key is stored. `enable` marks the
 * tenant's one default config (server/domains/sms/configs.ts); `endpoint/send-message` queues messages
 * in the outbox (resources/platform/smslog).
 */
export default defineResource({
  name: 'sms',
  label: '短信配置',
  en: 'SMS config |||| SMS configs',
  table: 'blade_sms',
  base: '/api/blade-resource/sms',
  domain: 'platform',
  tenantScoped: true,
  listShape: 'page',
  labelField: 'smsCode',
  menu: { group: 'resource_group', path: '/resource/sms', icon: 'Sms', sort: 3 },
  extraButtons: [
    { code: 'sms_enable', name: '启用', en: 'Enable' },
    { code: 'sms_send', name: '发送测试', en: 'Send test' },
  ],
  fields: providerAccountFields(
    { kind: 'sms', kindEn: 'Provider', secretLength: 512 },
    textField('templateId', '模板ID', 'Template id', 64, { required: '请输入模板ID', filter: true }),
    textField('secretKeyMask', '已保存的secretKey', 'Secret key (masked)', 32, { readOnly: true, hideInList: true }),
    { name: 'signName', en: 'Sign name', label: '短信签名', type: 'string', maxLength: 64, filter: true },
    { name: 'regionId', en: 'Region', label: 'regionId', type: 'string', maxLength: 64, hideInList: true },
    textField('appId', 'appId', 'App id (Tencent SmsSdkAppId)', 64, { hideInList: true }),
    { name: 'endpoint', en: 'Provider endpoint', label: '服务地址', type: 'string', maxLength: 255, hideInList: true },
  ),
});
