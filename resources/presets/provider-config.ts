import type { FieldDef } from '../types';
import { bladeRemarkField } from './fields';

/**
 * A tenant's accounts at an outside provider (object storage, SMS), kept as BladeX keeps them (blade_oss,
 * blade_sms): the provider's kind, a code naming the account, its access key, and whether it is the
 * tenant's one enabled account. Pure data: no React, no server code.
 */

/** BladeX's status of a provider account: 1 off, 2 enabled (the yes_no dictionary's 否/是). */
export const PROVIDER_OFF = 1;
export const PROVIDER_ENABLED = 2;

/** The provider's kind, from the system dictionary `dictCode` (`oss`, `sms`). */
export const providerCategoryField = <const D extends string>(dictCode: D, en: string) =>
  ({
    name: 'category',
    label: '分类',
    en,
    type: 'int',
    dict: { code: dictCode },
    required: '请选择分类',
    filter: ['equal'],
  }) as const;

/** The code naming an account (`ossCode`, `smsCode`): required, unique in the tenant, searched and sorted. */
export const accountCodeField = <const N extends string>(name: N) =>
  ({
    name,
    label: '资源编号',
    en: 'Code',
    type: 'string',
    maxLength: 32,
    required: '请输入资源编号',
    unique: '当前资源编号已存在!',
    filter: true,
    search: true,
    sortable: true,
  }) as const;

/** The account's access key at the provider (its secret is a field of each kind: it is kept apart). */
export const accessKeyField = {
  name: 'accessKey',
  label: 'accessKey',
  en: 'Access key',
  type: 'string',
  maxLength: 255,
  required: '请输入accessKey',
} as const satisfies FieldDef;

/**
 * The account's secret at the provider: write-only (submit accepts it, no answer carries it), at most
 * `maxLength` characters (a sealed SMS secret is longer than the key).
 */
const secretKeyField = <const L extends number>(maxLength: L) =>
  ({ name: 'secretKey', en: 'Secret key', label: 'secretKey', type: 'string', maxLength, serverOnly: true }) as const;

/** Whether the account is the tenant's enabled one: only its `enable` action sets it. */
export const accountStatusField = {
  name: 'status',
  label: '是否启用',
  en: 'Enabled',
  type: 'int',
  dict: { code: 'yes_no' },
  readOnly: true,
  default: PROVIDER_OFF,
  filter: ['equal'],
} as const satisfies FieldDef;

/** Which provider an account is at: its dictionary (`oss`, `sms`), how its kind reads in English, how long its secret may be. */
export interface ProviderKind<K extends string> {
  kind: K;
  kindEn: string;
  secretLength: number;
}

/**
 * The fields of an account at a provider, in BladeX's order: its kind, its code (`<kind>Code`), the
 * `first` field the provider needs (a store's endpoint, an SMS template), the access key and its
 * secret, the provider's `own` fields, the remark and whether it is the enabled account.
 */
export const providerAccountFields = <
  const K extends string,
  const F extends FieldDef,
  const O extends readonly FieldDef[],
>(
  { kind, kindEn, secretLength }: ProviderKind<K>,
  first: F,
  ...own: O
) =>
  [
    providerCategoryField(kind, kindEn),
    accountCodeField(`${kind}Code` as const),
    first,
    accessKeyField,
    secretKeyField(secretLength),
    ...own,
    bladeRemarkField,
    accountStatusField,
  ] as const;
