import { type ActionDef, defineResource, type LifeCycle } from '../../types';
import { fieldStaffMenu } from '../../presets/menus';
import { ownershipFields } from '../../business-fields';
import { PHONE_MESSAGES } from '../../formats';
import { FINDING_FOUND, findingFields, findingLifecycle, findingServing } from '../../findings';
import { subjectField } from '../../presets/subject';
import { actionTextField, actionTimeField, dateRangeField, serialNumberField, textField } from '../../presets/fields';
import { actedBy } from '../../presets/actions';
import { consumerField } from '../../presets/consumer';
import { state, step } from '../../presets/lifecycle';
import { numberedChoices, choicesOf } from '../../presets/choices';

/** 投诉类别 (choices: no business dictionary holds them). */
export const COMPLAINT_CATEGORY_CHOICES = numberedChoices(
  ['服务质量', 'Service quality'],
  ['价格欺诈', 'Price fraud'],
  ['未成年人', 'Minors'],
  ['噪音扰民', 'Noise'],
  ['消防安全', 'Fire safety'],
  ['违规经营', 'Illegal operation'],
);

/** 投诉渠道: how the complaint came in. */
export const COMPLAINT_CHANNEL_CHOICES = choicesOf({
  1: ['移动端', 'Mobile app'],
  2: ['12345热线', '12345 hotline'],
  3: ['来信来访', 'Letters and visits'],
  4: ['其他', 'Other'],
});

/** A fifth state of the complaint's finding life: not accepted (不予受理), with the reason told to the consumer. */
export const COMPLAINT_REJECTED = 3;

/** The answer told to the consumer, asked by `handle` and `reject` and kept in `replyContent`. */
const reply = (label: string, en: string, required: string) => ({
  name: 'replyContent',
  label,
  en,
  type: 'text' as const,
  maxLength: 1000,
  required,
  column: 'replyContent',
});

const shared = findingLifecycle({
  handleParams: [reply('答复内容', 'Reply to the consumer', '请输入答复内容')],
  handleSets: { replyTime: 'now' },
});

/** 不予受理: a complaint outside the authority's remit or without grounds, closed with its reason. */
export const REJECT_ACTION: ActionDef = step('reject', '不予受理', 'Decline', FINDING_FOUND, COMPLAINT_REJECTED, {
  icon: 'Block',
  params: [reply('不予受理理由', 'Reason (told to the consumer)', '请输入不予受理理由')],
  sets: { ...actedBy('handle'), replyTime: 'now' },
});

const complaintLife: LifeCycle = {
  ...shared,
  states: [...shared.states, state(COMPLAINT_REJECTED, '不予受理', 'Declined', 'default')],
  actions: [...shared.actions, REJECT_ACTION],
  // What was handled or declined stays as it was.
  editableIn: [FINDING_FOUND],
};

/**
 * 消费者投诉 (docs/domain.md flow 8): a consumer's complaint about a subject, a finding like any other
 * (resources/findings.ts: found → `handle` → 已处理 → `supervise-complete` → 已办结), so supervision takes
 * it up (`sourceType` complaint). Its `handle` also asks the answer told to the consumer
 * (`replyContent`, 请输入答复内容); `reject` (不予受理) closes it with the reason told to the consumer.
 * The consumer is `consumerId` (the app user, when the complaint came from the app) with the name and
 * phone they gave. Evidence photos and videos are rows of `complaintimg` / `complaintvideo`, removed
 * with the complaint. The server numbers it (`TS` + day + id), stamps the time when not given and
 * takes the dept and region of the subject (server/domains/consumer/complaint-rules.ts); only a
 * complaint still 待处理 can be edited. `batch-process` (ids, operate, cause) and `batch-complete` (ids)
 * run the declared actions over a selection, all or none, naming the complaints that cannot take them
 * (complaint-batch.ts).
 */
export default defineResource({
  name: 'complaint',
  label: '消费者投诉',
  en: 'Complaint |||| Complaints',
  table: 'biz_complaint',
  base: '/api/consumer/complaint',
  domain: 'consumer',
  ...findingServing,
  labelField: 'description',
  menu: fieldStaffMenu('consumer_group', '/consumer/complaint', 'Feedback', 1),
  extraButtons: [
    { code: 'complaint_batchProcess', name: '批量处理', en: 'Process selected' },
    { code: 'complaint_batchComplete', name: '批量办结', en: 'Complete selected' },
  ],
  defaultSort: { field: 'foundTime', order: 'DESC' },
  fields: [
    serialNumberField('complaintNo', '投诉编号', 'Number', { filter: ['equal', 'like'] }),
    subjectField,
    {
      name: 'category',
      label: '投诉类别',
      en: 'Category',
      type: 'int',
      choices: COMPLAINT_CATEGORY_CHOICES,
      required: '请选择投诉类别',
      filter: ['equal'],
      sortable: true,
    },
    {
      name: 'channel',
      label: '投诉渠道',
      en: 'Channel',
      type: 'int',
      choices: COMPLAINT_CHANNEL_CHOICES,
      default: 1,
      filter: ['equal'],
      hideInList: true,
    },
    {
      name: 'description',
      label: '投诉内容',
      en: 'Content',
      type: 'text',
      maxLength: 2000,
      required: '请输入投诉内容',
      search: true,
    },
    consumerField('投诉用户', 'App user'),
    textField('consumerName', '投诉人', 'Complainant', 64, {
      required: '请输入投诉人姓名',
      filter: ['equal', 'like'],
      search: true,
    }),
    textField('consumerPhone', '联系电话', 'Contact phone', 11, {
      required: PHONE_MESSAGES.empty,
      format: 'phone',
      filter: ['equal'],
    }),
    dateRangeField('foundTime', '投诉时间', 'Made at', 'datetime', { sortable: true }),
    { name: 'deadline', label: '办理期限', en: 'Handle by', type: 'date', sortable: true, hideInList: true },
    ...findingFields(),
    actionTextField('replyContent', '答复内容', 'Reply to the consumer', 1000),
    actionTimeField('replyTime', '答复时间', 'Replied at'),
    ...ownershipFields,
  ],
  lifecycles: [complaintLife],
});
