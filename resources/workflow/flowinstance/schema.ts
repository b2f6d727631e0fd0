import { defineResource } from '../../types';
import { engineTextField, flowRecordServing, processDefinitionIdField } from '../../presets/workflow';
import { actorField, textField } from '../../presets/fields';
import { choicesOf } from '../../presets/choices';

/** processState of an instance. */
export const RUNNING = 1;
export const ENDED = 2;
export const TERMINATED = 3;
export const PROCESS_STATE_CHOICES = choicesOf({
  1: ['运行中', 'Running'],
  2: ['已完成', 'Completed'],
  3: ['已终止', 'Terminated'],
});

/**
 * 流程跟踪: one running or finished process. `engineState` is bpmn-engine's saved state
 * after the last step and `variables` the process variables: a restarted server, or another instance,
 * recovers the process from them (server/domains/workflow/runtime.ts). Rows change only through the
 * work routes, which lock the row (`for update`) for the step.
 */
export default defineResource({
  name: 'flowInstance',
  label: '流程跟踪',
  en: 'Process instance |||| Process instances',
  table: 'blade_flow_instance',
  base: '/api/blade-flow/follow',
  ...flowRecordServing,
  labelField: 'processName',
  serverCreated: 'start',
  operations: ['list'],
  menu: { group: 'flow_group', path: '/flow/follow', icon: 'Timeline', sort: 3 },
  extraButtons: [{ code: 'flowInstance_delete', name: '删除', en: 'Delete' }],
  fields: [
    textField('processName', '流程名称', 'Process', 100, { search: true, readOnly: true }),
    textField('processKey', '流程标识', 'Key', 64, { filter: ['equal'], readOnly: true }),
    { ...processDefinitionIdField, filter: ['equal'] },
    { name: 'processVersion', label: '版本', en: 'Version', type: 'int', readOnly: true },
    textField('businessTable', '业务表', 'Business table', 64, { readOnly: true, hideInList: true }),
    { name: 'businessId', label: '业务编号', en: 'Business id', type: 'id', readOnly: true, hideInList: true },
    { ...actorField('startUser', '发起人', 'Started by', { inList: true }), filter: ['equal'] },
    { name: 'currentTask', label: '当前环节', en: 'Current step', type: 'string', maxLength: 255, readOnly: true },
    {
      name: 'processState',
      label: '流程状态',
      en: 'State',
      type: 'int',
      choices: PROCESS_STATE_CHOICES,
      filter: ['equal'],
      readOnly: true,
      default: RUNNING,
    },
    { name: 'endTime', label: '结束时间', en: 'Ended at', type: 'datetime', readOnly: true },
    textField('deleteReason', '终止原因', 'Reason', 500, { readOnly: true, hideInList: true }),
    engineTextField('variables', '流程变量', 'Variables'),
    engineTextField('engineState', '引擎状态', 'Engine state'),
  ],
});
