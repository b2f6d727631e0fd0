import { defineResource } from '../../types';

/**
 * 通知阅读: one subject a published notice went to, and whether and when it confirmed reading it.
 * Written only by the server (the notice's `publish`, the `confirm` call); no routes of its own: read
 * through `getSubjectNoticeCheckList` / `getSubjectNoticeNotCheckList` of the notice (rights are the
 * notice's). Its ids name no `reference`, so it is no tab of a subject's or notice's page (it has no
 * list of its own to show there).
 */
export default defineResource({
  name: 'noticesubject',
  label: '通知阅读',
  en: 'Notice reading |||| Notice readings',
  table: 'blade_notice_subject',
  base: '/api/blade-desk/notice-subject',
  domain: 'desk',
  tenantScoped: true,
  menuCode: 'notice',
  operations: [],
  relatedTabs: false,
  serverCreated: '通知阅读记录由发布通知时生成',
  fields: [
    {
      name: 'noticeId',
      label: '通知',
      en: 'Notice',
      type: 'id',
      required: '请选择通知',
      filter: ['equal'],
      index: true,
    },
    {
      name: 'subjectId',
      label: '经营主体',
      en: 'Subject',
      type: 'id',
      required: '请选择经营主体',
      filter: ['equal'],
      index: true,
    },
    { name: 'readTime', label: '阅读时间', en: 'Read at', type: 'datetime', sortable: true },
    { name: 'readUser', label: '确认人', en: 'Confirmed by', type: 'string', maxLength: 64 },
  ],
  uniqueKeys: [{ fields: ['noticeId', 'subjectId'], message: '该经营主体已在通知范围内' }],
});
