import { defineResource } from '../../types';
import { processDefinitionIdField, processInstanceIdField } from '../../presets/workflow';
import { actorField, textField } from '../../presets/fields';

/** The leave form's messages, used exactly on both sides. */
export const LEAVE_MESSAGES = {
  startTime: '请选择开始时间',
  endTime: '请选择结束时间',
  order: '结束时间不能早于开始时间',
  reason: '请输入请假理由',
} as const;

/**
 * 请假: the business record of the leave process. `leave/start-process` saves it and starts
 * the deployed process with it as the business key; `leave/detail` answers it with its process.
 */
export default defineResource({
  name: 'processLeave',
  label: '请假',
  en: 'Leave |||| Leaves',
  table: 'blade_process_leave',
  base: '/api/blade-desk/process/leave',
  domain: 'workflow',
  tenantScoped: true,
  serverCreated: 'start-process',
  operations: [],
  fields: [
    processDefinitionIdField,
    processInstanceIdField,
    { name: 'startTime', label: '开始时间', en: 'From', type: 'datetime', required: LEAVE_MESSAGES.startTime },
    { name: 'endTime', label: '结束时间', en: 'To', type: 'datetime', required: LEAVE_MESSAGES.endTime },
    textField('reason', '请假理由', 'Reason', 500, { required: LEAVE_MESSAGES.reason }),
    actorField('applyUser', '申请人', 'Applicant', { inList: true }),
  ],
});
