import { defineResource } from '../../types';
import { engineTextField, flowCategoryField, flowRecordServing } from '../../presets/workflow';
import { choicesOf } from '../../presets/choices';
import { textField } from '../../presets/fields';

/** suspensionState as Flowable numbers it. */
export const ACTIVE = 1;
export const SUSPENDED = 2;
export const SUSPENSION_CHOICES = choicesOf({ 1: ['激活', 'Active'], 2: ['挂起', 'Suspended'] });

/**
 * 部署管理: one deployed version of a process (Flowable's deployment and its process
 * definition in one row, as a deployment here holds one BPMN process). Written only by deploys
 * (`manager/deploy-upload`, `model/deploy`); `manager/change-state` suspends or activates it,
 * `manager/delete-deployment` removes it (server/domains/workflow/manager.ts). The XML is what the
 * engine runs and the detail screens draw.
 */
export default defineResource({
  name: 'flowDefinition',
  label: '部署管理',
  en: 'Deployment |||| Deployments',
  table: 'blade_flow_definition',
  base: '/api/blade-flow/manager',
  ...flowRecordServing,
  labelField: 'name',
  serverCreated: 'deploy',
  operations: ['list'],
  menu: { group: 'flow_group', path: '/flow/manager', icon: 'CloudUpload', sort: 2 },
  extraButtons: [
    { code: 'flowDefinition_upload', name: '上传部署', en: 'Upload and deploy' },
    { code: 'flowDefinition_state', name: '变更状态', en: 'Change state' },
    { code: 'flowDefinition_delete', name: '删除部署', en: 'Delete deployment' },
  ],
  fields: [
    { name: 'name', label: '流程名称', en: 'Name', type: 'string', maxLength: 100, search: true, readOnly: true },
    textField('processKey', '流程标识', 'Key', 64, { filter: ['equal', 'like'], readOnly: true, index: true }),
    { name: 'version', label: '版本', en: 'Version', type: 'int', readOnly: true, sortable: true },
    textField('deploymentId', '部署编号', 'Deployment', 32, { readOnly: true, filter: ['equal'] }),
    { ...flowCategoryField, readOnly: true },
    {
      name: 'suspensionState',
      label: '状态',
      en: 'State',
      type: 'int',
      choices: SUSPENSION_CHOICES,
      filter: ['equal'],
      readOnly: true,
      default: ACTIVE,
    },
    textField('resourceName', '资源文件', 'File', 255, { readOnly: true, hideInList: true }),
    engineTextField('xml', '流程图', 'Diagram'),
    engineTextField('taskMeta', '任务设置', 'Task settings'),
  ],
});
