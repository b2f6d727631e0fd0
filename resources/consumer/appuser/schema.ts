import { exportedTenantRecordServing } from '../../presets/serving';
import { defineResource } from '../../types';
import { PHONE_MESSAGES } from '../../formats';
import {
  actionTextField,
  actionTimeField,
  recordedTimeField,
  remarkField,
  searchedTextField,
  referenceField,
  textField,
  statusField,
} from '../../presets/fields';
import { requiredTextParam } from '../../presets/actions';
import { state, step, switchLifecycle } from '../../presets/lifecycle';
import { fieldStaffMenu } from '../../presets/menus';
import { choicesOf, flagChoices } from '../../presets/choices';

/** 用户类型: a consumer (complains, evaluates) or a subject's staff (reports self-checks for it). */
export const APP_USER_CONSUMER = 1;
export const APP_USER_STAFF = 2;
export const APP_USER_TYPES = choicesOf({
  [APP_USER_CONSUMER]: ['消费者', 'Consumer'],
  [APP_USER_STAFF]: ['主体人员', 'Subject staff'],
});
export const CERTIFIED_CHOICES = flagChoices(['已认证', 'Certified'], ['未认证', 'Not certified']);

export const ACCOUNT_ACTIVE = 1;
export const ACCOUNT_DISABLED = 2;

/** The rules of app users the server keeps beside the declaration (server/domains/consumer/app-users.ts). */
export const APP_USER_MESSAGES = {
  type: '请选择用户类型',
  subject: '请选择主体人员所属的经营主体',
  phoneTaken: '该手机号码已注册',
} as const;

/**
 * App users (`/api/system/appuser`, docs/domain.md "Who"): the people of the mobile app, consumers and the
 * staff of subjects. Their own table, never blade_user: an app user has no role, no dept and no way
 * into this back office (the admin token endpoint reads blade_user only). The phone number is the
 * account they sign in to the app with; a password, when one is set here, is kept as the admin users'
 * are (argon2id of the md5 the client sends) and never answered. Real name and the certified flag come
 * from a passed real-name certification (`usercertification`), never from submit; the account is
 * disabled and enabled by declared actions.
 */
export default defineResource({
  name: 'appuser',
  label: 'APP用户',
  en: 'App user |||| App users',
  table: 'biz_app_user',
  base: '/api/system/appuser',
  domain: 'consumer',
  ...exportedTenantRecordServing,
  labelField: 'name',
  menu: fieldStaffMenu('consumer_group', '/consumer/appuser', 'Person', 3, ['inspector']),
  fields: [
    textField('phone', '手机号码', 'Mobile phone', 32, {
      required: PHONE_MESSAGES.empty,
      format: 'phone',
      unique: APP_USER_MESSAGES.phoneTaken,
      filter: true,
      search: true,
      sortable: true,
    }),
    searchedTextField('name', '昵称', 'Nickname', 45, { sortable: true }),
    textField('realName', '真实姓名', 'Real name', 32, { readOnly: true, filter: true, search: true }),
    { name: 'avatar', label: '头像', en: 'Avatar', type: 'image', hideInList: true },
    {
      name: 'userType',
      label: '用户类型',
      en: 'Type',
      type: 'int',
      choices: APP_USER_TYPES,
      default: APP_USER_CONSUMER,
      filter: ['equal'],
    },
    referenceField('subjectId', '所属经营主体', 'Works for', 'subject', 'subjectName', {
      filter: ['equal'],
      index: true,
    }),
    { name: 'password', label: '密码', en: 'Password', type: 'string', maxLength: 255, serverOnly: true },
    {
      name: 'certified',
      label: '实名认证',
      en: 'Certified',
      type: 'int',
      choices: CERTIFIED_CHOICES,
      readOnly: true,
      default: 0,
      filter: ['equal'],
    },
    actionTimeField('certifyTime', '认证时间', 'Certified at'),
    statusField('accountStatus', '账号状态', 'Account', ACCOUNT_ACTIVE, { sortable: false }),
    actionTextField('disableReason', '停用原因', 'Reason disabled', 500),
    recordedTimeField('lastLoginTime', '最后登录', 'Last sign-in'),
    remarkField,
  ],
  lifecycles: [
    switchLifecycle(
      'accountStatus',
      '停用与启用',
      state(ACCOUNT_ACTIVE, '正常', 'Active', 'success'),
      state(ACCOUNT_DISABLED, '停用', 'Disabled', 'default'),
      [
        step('disable', '停用', 'Disable', ACCOUNT_ACTIVE, ACCOUNT_DISABLED, {
          icon: 'Block',
          params: [requiredTextParam('disableReason', '停用原因', 'Reason', 500, 'disableReason')],
        }),
        step('enable', '启用', 'Enable', ACCOUNT_DISABLED, ACCOUNT_ACTIVE, {
          icon: 'CheckCircle',
          confirm: '确定启用该用户?',
          confirmEn: 'Enable this user?',
        }),
      ],
    ),
  ],
});
