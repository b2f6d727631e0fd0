import { defineResource } from '../../types';
import { flowRecordServing, processDefinitionIdField, processInstanceIdField } from '../../presets/workflow';
import { actorField, textField } from '../../presets/fields';
import { choicesOf } from '../../presets/choices';

/** taskState of a task. */
export const OPEN = 1;
export const DONE = 2;
export const CANCELLED = 3;
export const TASK_STATE_CHOICES = choicesOf({ 1: ['待办', 'To do'], 2: ['已办', 'Done'], 3: ['已取消', 'Cancelled'] });

/**
 * 我的事务: the user tasks of the processes. A task waits for its assignee, or is offered
 * to candidate roles (aliases) and depts until one user claims it. The work lists and claim/complete
 * are routes of their own (`/api/blade-flow/work/*`, server/domains/workflow/work.ts); the menu opens
 * the work screens.
 */
export default defineResource({
  name: 'flowTask',
  label: '我的事务',
  en: 'Task |||| Tasks',
  table: 'blade_flow_task',
  base: '/api/blade-flow/work',
  ...flowRecordServing,
  labelField: 'taskName',
  serverCreated: 'engine',
  operations: [],
  menu: {
    group: 'flow_group',
    path: '/flow/work',
    icon: 'AssignmentInd',
    sort: 4,
    roles: ['admin', 'inspector', 'enforcer', 'section_chief', 'director'],
  },
  fields: [
    processInstanceIdField,
    processDefinitionIdField,
    { name: 'processName', label: '流程名称', en: 'Process', type: 'string', maxLength: 100, readOnly: true },
    { name: 'taskDefKey', label: '环节标识', en: 'Step key', type: 'string', maxLength: 64, readOnly: true },
    { name: 'taskName', label: '环节名称', en: 'Step', type: 'string', maxLength: 255, readOnly: true },
    { ...actorField('assignee', '办理人', 'Assignee', { inList: true }), index: true },
    textField('candidateRoles', '候选角色', 'Candidate roles', 500, { readOnly: true }),
    textField('candidateDepts', '候选部门', 'Candidate depts', 500, { readOnly: true }),
    actorField('startUser', '发起人', 'Started by', { inList: true }),
    { name: 'businessId', label: '业务编号', en: 'Business id', type: 'id', readOnly: true },
    { name: 'claimTime', label: '签收时间', en: 'Claimed at', type: 'datetime', readOnly: true },
    { name: 'endTime', label: '办结时间', en: 'Completed at', type: 'datetime', readOnly: true },
    {
      name: 'taskState',
      label: '任务状态',
      en: 'State',
      type: 'int',
      choices: TASK_STATE_CHOICES,
      readOnly: true,
      default: OPEN,
    },
    { name: 'outcome', label: '审批结果', en: 'Outcome', type: 'string', maxLength: 16, readOnly: true },
    { name: 'comment', label: '审批意见', en: 'Comment', type: 'string', maxLength: 2000, readOnly: true },
  ],
});
