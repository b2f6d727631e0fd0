import { defineResource } from '../../types';
import { platformRecordServing } from '../../presets/serving';

/** 应用管理: OAuth clients with their grant types and token lifetimes (docs/blade-protocol.md). */
export default defineResource({
  name: 'client',
  label: '应用管理',
  en: 'Client |||| Clients',
  table: 'blade_client',
  base: '/api/blade-system/client',
  ...platformRecordServing,
  fields: [
    {
      name: 'clientId',
      label: '客户端id',
      en: 'Client ID',
      type: 'string',
      maxLength: 48,
      required: '请输入客户端id',
      filter: true,
      search: true,
      unique: '客户端id已存在',
    },
    // Stored as a hash; the plain secret is shown once when it is created.
    {
      name: 'clientSecret',
      label: '客户端密钥',
      en: 'Client secret',
      type: 'string',
      maxLength: 256,
      serverOnly: true,
    },
    { name: 'resourceIds', label: '资源集合', en: 'Resource IDs', type: 'string', maxLength: 256, hideInList: true },
    { name: 'scope', label: '授权范围', en: 'Scope', type: 'string', maxLength: 256, required: '请输入授权范围' },
    {
      name: 'authorizedGrantTypes',
      label: '授权类型',
      en: 'Grant types',
      type: 'string',
      maxLength: 256,
      required: '请输入授权类型',
    },
    {
      name: 'webServerRedirectUri',
      label: '回调地址',
      en: 'Redirect URI',
      type: 'string',
      maxLength: 256,
      url: true,
      hideInList: true,
    },
    { name: 'authorities', label: '权限', en: 'Authorities', type: 'string', maxLength: 256, hideInList: true },
    {
      name: 'accessTokenValidity',
      label: '令牌过期秒数',
      en: 'Access token validity (s)',
      type: 'int',
      required: '请输入令牌过期秒数',
    },
    {
      name: 'refreshTokenValidity',
      label: '刷新令牌过期秒数',
      en: 'Refresh token validity (s)',
      type: 'int',
      required: '请输入刷新令牌过期秒数',
    },
    { name: 'additionalInformation', label: '附加说明', en: 'Additional information', type: 'text', hideInList: true },
    { name: 'autoapprove', label: '自动授权', en: 'Auto approve', type: 'string', maxLength: 256, hideInList: true },
  ],
});
