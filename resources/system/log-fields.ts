import type { FieldDef } from '../types';

/**
 * The columns the three logs share (Blade's log tables have the same request and server columns).
 * Each log declaration picks the ones it has, with its own list/filter choices.
 */
const catalogue = {
  serviceId: {
    name: 'serviceId',
    label: '服务ID',
    en: 'Service ID',
    type: 'string',
    maxLength: 32,
    filter: true,
    hideInList: true,
  },
  serverHost: {
    name: 'serverHost',
    label: '服务器名',
    en: 'Server host',
    type: 'string',
    maxLength: 255,
    hideInList: true,
  },
  serverIp: {
    name: 'serverIp',
    label: '服务器IP地址',
    en: 'Server IP',
    type: 'string',
    maxLength: 255,
    hideInList: true,
  },
  env: { name: 'env', label: '服务器环境', en: 'Environment', type: 'string', maxLength: 255, hideInList: true },
  method: { name: 'method', label: '请求方法', en: 'Method', type: 'string', maxLength: 10, filter: ['equal'] },
  requestUri: {
    name: 'requestUri',
    label: '请求接口',
    en: 'Request URI',
    type: 'string',
    maxLength: 1000,
    filter: true,
    search: true,
  },
  userAgent: {
    name: 'userAgent',
    label: '用户代理',
    en: 'User agent',
    type: 'string',
    maxLength: 1000,
    hideInList: true,
  },
  remoteIp: { name: 'remoteIp', label: '操作IP地址', en: 'Client IP', type: 'string', maxLength: 255, filter: true },
  methodClass: { name: 'methodClass', label: '方法类', en: 'Class', type: 'string', maxLength: 1000, hideInList: true },
  methodName: {
    name: 'methodName',
    label: '方法名',
    en: 'Method name',
    type: 'string',
    maxLength: 255,
    hideInList: true,
  },
  params: { name: 'params', label: '请求参数', en: 'Parameters', type: 'text', hideInList: true },
  createBy: {
    name: 'createBy',
    label: '操作账号',
    en: 'Account',
    type: 'string',
    maxLength: 64,
    filter: true,
    search: true,
  },
} as const satisfies Record<string, FieldDef>;

/** A shared log column, read only (logs are written by the server), with per-log overrides. */
export const logField = <K extends keyof typeof catalogue>(name: K, overrides: Partial<FieldDef> = {}) =>
  ({ ...catalogue[name], readOnly: true, ...overrides }) as (typeof catalogue)[K] & Partial<FieldDef>;

/** Where the entry was recorded: the same four columns lead every log. */
export const serverFields = () => (['serviceId', 'serverHost', 'serverIp', 'env'] as const).map((n) => logField(n));

/** A log-only column, read only. */
export const own = <const F extends FieldDef>(f: F) => ({ ...f, readOnly: true }) as F & { readOnly: true };
