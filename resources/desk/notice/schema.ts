import { defineResource } from '../../types';
import { oneStepLifecycle, state } from '../../presets/lifecycle';
import { marketTypesField } from '../../presets/subject';
import { actorField, recordedTimeField, searchedTextField, statusField } from '../../presets/fields';
import { fieldStaffMenu } from '../../presets/menus';
import { choicesOf } from '../../presets/choices';

export const NOTICE_DRAFT = 0;
export const NOTICE_PUBLISHED = 1;
/** Publish scope: to the subjects of some market types, or to a list of subjects. */
export const SCOPE_MARKET_TYPES = 1;
export const SCOPE_SUBJECTS = 2;
export const SCOPE_CHOICES = choicesOf({
  [SCOPE_MARKET_TYPES]: ['按市场类型', 'By market type'],
  [SCOPE_SUBJECTS]: ['指定经营主体', 'Listed subjects'],
});

/**
 * 监管通知 (docs/domain.md flow 8): a notice to subjects, written as a draft and published by the declared
 * `publish` action (history kept). Publishing names its targets once: one read row per live subject of
 * the market types, or per listed subject, in `noticesubject` (written in the action's transaction,
 * server/domains/desk/notices.ts); a published notice is no longer edited. Subjects confirm reading
 * it (`POST confirm`); `getSubjectNoticeCheckList` / `getSubjectNoticeNotCheckList` list who did and
 * who did not.
 */
export default defineResource({
  name: 'notice',
  label: '监管通知',
  en: 'Supervision notice |||| Supervision notices',
  table: 'blade_notice',
  base: '/api/blade-desk/notice',
  domain: 'desk',
  tenantScoped: true,
  listShape: 'page',
  labelField: 'title',
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: fieldStaffMenu('supervise_group', '/supervise/notice', 'Campaign', 10, ['enforcer']),
  relatedTabs: false,
  extraButtons: [{ code: 'notice_confirm', name: '确认阅读', en: 'Confirm read' }],
  fields: [
    searchedTextField('title', '通知标题', 'Title', 200),
    {
      name: 'category',
      label: '通知类型',
      en: 'Category',
      type: 'int',
      dict: { code: 'notice' },
      required: '请选择通知类型',
      filter: ['equal'],
    },
    {
      name: 'content',
      label: '通知内容',
      en: 'Content',
      type: 'text',
      maxLength: 20000,
      required: '请输入通知内容',
      hideInList: true,
      search: true,
    },
    {
      name: 'scopeType',
      label: '发布范围',
      en: 'Publish to',
      type: 'int',
      choices: SCOPE_CHOICES,
      required: '请选择发布范围',
      default: SCOPE_MARKET_TYPES,
      filter: ['equal'],
    },
    { ...marketTypesField, hideInList: true },
    {
      name: 'subjectIds',
      label: '经营主体',
      en: 'Subjects',
      type: 'ids',
      maxLength: 20000,
      reference: 'subject',
      labelAs: 'subjectNames',
      hideInList: true,
    },
    { name: 'files', label: '附件', en: 'Attachments', type: 'files', hideInList: true },
    statusField('noticeStatus', '发布状态', 'Status', NOTICE_DRAFT),
    actorField('publisher', '发布人', 'Published by', { inList: true }),
    recordedTimeField('publishTime', '发布时间', 'Published at'),
    { name: 'targetCount', label: '通知主体数', en: 'Subjects notified', type: 'int', readOnly: true, default: 0 },
    { name: 'readCount', label: '已阅读数', en: 'Read by', type: 'int', readOnly: true, default: 0 },
  ],
  lifecycles: [
    oneStepLifecycle(
      'noticeStatus',
      state(NOTICE_DRAFT, '草稿', 'Draft', 'default'),
      state(NOTICE_PUBLISHED, '已发布', 'Published', 'success'),
      {
        name: 'publish',
        label: '发布',
        en: 'Publish',
        icon: 'Campaign',
        confirm: '发布后将通知到发布范围内的经营主体,且不能再修改,确定发布吗?',
        confirmEn: 'Once published the subjects in scope are notified and the notice can no longer be edited. Publish?',
        sets: { publisher: 'user', publishTime: 'now' },
      },
      // What the subjects were notified of stays as it was.
      { editableIn: [NOTICE_DRAFT] },
    ),
  ],
});
