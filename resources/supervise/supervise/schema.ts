import { defineResource } from '../../types';
import { ownershipFields } from '../../business-fields';

/**
 * 督办: a superior takes up a finding (domain.md flow 5). `POST save` (server/modules/subject/supervise.ts)
 * makes one from a finding's screen: the source is a live finding of the caller's tenant (a record of a
 * resource living the finding life, resources/findings.ts), the subject and ownership are copied from
 * it, and a finding has at most one supervision under way. A later issue adds its actions (approved,
 * reject, supervise-reject, checklist) and the source look-ups.
 */
export default defineResource({
  name: 'supervise',
  label: '督办',
  en: 'Supervision |||| Supervisions',
  table: 'biz_supervise',
  base: '/api/subject/supervise',
  domain: 'subject',
  tenantScoped: true,
  dataScoped: true,
  listShape: 'page',
  operations: ['page', 'detail', 'submit', 'remove'],
  menu: { group: 'supervise_group', path: '/supervise/supervise', icon: 'AssignmentLate', sort: 1, roles: ['inspector', 'enforcer'] },
  relatedTabs: false,
  fields: [
    { name: 'sourceType', label: '来源类型', en: 'Source kind', type: 'string', maxLength: 64, required: '请选择督办来源', filter: ['equal'],
      // The resources living the finding life (resources/findings.ts); later issues add theirs.
      choices: [{ id: 'invalidsongabnormal', name: '违规曲目异常' }, { id: 'reportcheckabnormal', name: '自查异常' }, { id: 'reportcheckwarn', name: '上报预警' }] },
    { name: 'sourceId', label: '来源记录', en: 'Source record', type: 'id', required: '请选择督办来源', filter: ['equal'], index: true, hideInList: true },
    { name: 'subjectId', label: '经营主体', en: 'Subject', type: 'id', reference: 'subject', labelAs: 'subjectName', readOnly: true, filter: ['equal'] },
    { name: 'content', label: '督办内容', en: 'What to do', type: 'text', maxLength: 1000, required: '请输入督办内容' },
    { name: 'requirement', label: '整改要求', en: 'Requirement', type: 'text', maxLength: 1000, hideInList: true },
    { name: 'deadline', label: '办理期限', en: 'Deadline', type: 'date', required: '请选择办理期限', noPast: '办理期限不能早于今天', sortable: true },
    { name: 'supervisorUser', label: '督办人', en: 'Supervisor', type: 'id', reference: 'user', labelAs: 'supervisorUserName' },
    { name: 'superviseStatus', label: '督办状态', en: 'Status', type: 'int', readOnly: true, default: 0, filter: ['equal'], choices: [{ id: '0', name: '督办中' }] },
    ...ownershipFields,
  ],
});
