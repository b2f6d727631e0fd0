import { exportedTenantRecordServing } from '../../presets/serving';
import { defineResource } from '../../types';
import { idCardField } from '../../presets/subject';
import { parentReference, recordedTimeField, searchedTextField } from '../../presets/fields';
import { REVIEW_APPROVED, REVIEW_PENDING, REVIEW_REJECTED, reviewFields, reviewLifecycle } from '../../presets/review';
import { fieldStaffMenu } from '../../presets/menus';

export const CERT_PENDING = REVIEW_PENDING;
export const CERT_PASSED = REVIEW_APPROVED;
export const CERT_REJECTED = REVIEW_REJECTED;

/** The button that shows the whole identity number on a certification's own page. */
export const WHOLE_ID_CARD = 'usercertification_idCard';

export const CERT_MESSAGES = {
  reviewed: '该实名认证已审核,不能修改',
  noUser: '认证用户不存在',
} as const;

/**
 * 实名认证 (`/api/consumer/usercertification`): an app user's real name and resident identity number
 * with photos of both sides of the card, reviewed by the authority: 待审核 → 已通过 (`pass`) or 已驳回
 * (`reject`, with the cause), declared actions with history. A pass certifies the app user (their real
 * name and certified flag, in the same transaction; server/domains/consumer/certification.ts). A
 * reviewed certification is kept as it was reviewed: submit refuses to change it, a new application is
 * a new record. The identity number is masked in lists, pages and exports, and whole on the record's
 * own page only for holders of `usercertification_idCard` (reviewers).
 */
export default defineResource({
  name: 'usercertification',
  label: '实名认证',
  en: 'Real-name certification |||| Real-name certifications',
  table: 'biz_user_certification',
  base: '/api/consumer/usercertification',
  domain: 'consumer',
  ...exportedTenantRecordServing,
  labelField: 'realName',
  menu: fieldStaffMenu('consumer_group', '/consumer/usercertification', 'VerifiedUser', 4, ['inspector']),
  extraButtons: [{ code: WHOLE_ID_CARD, name: '查看完整身份证号', en: 'View full ID number' }],
  relatedTabs: false,
  fields: [
    parentReference('appUserId', '认证用户', 'App user', 'appuser', 'appUserName'),
    searchedTextField('realName', '真实姓名', 'Real name', 32, { sortable: true }),
    { ...idCardField, masked: { wholeFor: WHOLE_ID_CARD } },
    {
      name: 'idCardFront',
      label: '身份证人像面',
      en: 'ID card (photo side)',
      type: 'image',
      required: '请上传身份证人像面照片',
      hideInList: true,
    },
    {
      name: 'idCardBack',
      label: '身份证国徽面',
      en: 'ID card (emblem side)',
      type: 'image',
      required: '请上传身份证国徽面照片',
      hideInList: true,
    },
    recordedTimeField('applyTime', '申请时间', 'Applied at'),
    ...reviewFields('驳回原因', 'Reason rejected'),
  ],
  lifecycles: [
    reviewLifecycle({
      pass: { confirm: '确定通过该实名认证?', confirmEn: 'Pass this certification?' },
    }),
  ],
});
