import { defineResource } from '../../types';
import { processInstanceIdField } from '../../presets/workflow';
import { actorField } from '../../presets/fields';

/**
 * One step a process went through (start event, each user task, end), written by the engine listener
 * as the step ends; `process/history-flow-list` answers them in order. No routes of its own.
 */
export default defineResource({
  name: 'flowHistory',
  label: '流转记录',
  en: 'Step |||| Steps',
  table: 'blade_flow_history',
  base: '/api/blade-flow/history',
  domain: 'workflow',
  tenantScoped: true,
  serverCreated: 'engine',
  operations: [],
  defaultSort: { field: 'createTime', order: 'ASC' },
  fields: [
    processInstanceIdField,
    { name: 'activityId', label: '环节标识', en: 'Step key', type: 'string', maxLength: 64, readOnly: true },
    { name: 'activityName', label: '环节名称', en: 'Step', type: 'string', maxLength: 255, readOnly: true },
    { name: 'activityType', label: '环节类型', en: 'Type', type: 'string', maxLength: 64, readOnly: true },
    actorField('assignee', '办理人', 'Assignee', { inList: true }),
    { name: 'taskId', label: '任务', en: 'Task', type: 'id', readOnly: true },
    { name: 'outcome', label: '审批结果', en: 'Outcome', type: 'string', maxLength: 16, readOnly: true },
    { name: 'comment', label: '审批意见', en: 'Comment', type: 'string', maxLength: 2000, readOnly: true },
    { name: 'startTime', label: '开始时间', en: 'Started', type: 'datetime', readOnly: true },
    { name: 'endTime', label: '结束时间', en: 'Ended', type: 'datetime', readOnly: true },
    { name: 'seq', label: '序号', en: 'Order', type: 'int', readOnly: true },
  ],
});
