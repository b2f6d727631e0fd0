import { defineResource } from '../../types';
import { flowCategoryField, flowRecordServing } from '../../presets/workflow';
import { textField } from '../../presets/fields';

/** Spec §5-style messages of a model, used exactly on both sides. */
export const MODEL_MESSAGES = {
  name: '请输入模型名称',
  modelKey: '请输入模型标识',
  modelKeyPattern: '模型标识须以字母开头,只含字母、数字、下划线或短横线',
  modelKeyUnique: '模型标识已存在',
} as const;

/**
 * 模型管理: a process model being drawn in the designer (BPMN 2.0 XML with a name, key and
 * category). Saving is the generic submit; `model/deploy` turns it into a new version of the process
 * definition with its key (server/domains/workflow/models.ts).
 */
export default defineResource({
  name: 'flowModel',
  label: '模型管理',
  en: 'Process model |||| Process models',
  table: 'blade_flow_model',
  base: '/api/blade-flow/model',
  ...flowRecordServing,
  labelField: 'name',
  menu: { group: 'flow_group', path: '/flow/model', icon: 'Schema', sort: 1 },
  extraButtons: [{ code: 'flowModel_deploy', name: '部署', en: 'Deploy' }],
  fields: [
    textField('name', '模型名称', 'Name', 100, { required: MODEL_MESSAGES.name, search: true, sortable: true }),
    textField('modelKey', '模型标识', 'Key', 64, {
      required: MODEL_MESSAGES.modelKey,
      unique: MODEL_MESSAGES.modelKeyUnique,
      filter: ['equal', 'like'],
      pattern: { source: '^[A-Za-z][A-Za-z0-9_-]*$', message: MODEL_MESSAGES.modelKeyPattern },
    }),
    flowCategoryField,
    { name: 'description', label: '描述', en: 'Description', type: 'string', maxLength: 500, hideInList: true },
    { name: 'xml', label: '流程图', en: 'Diagram (BPMN XML)', type: 'text', maxLength: 500_000, hideInList: true },
    { name: 'version', label: '已部署版本', en: 'Deployed version', type: 'int', readOnly: true },
  ],
});
