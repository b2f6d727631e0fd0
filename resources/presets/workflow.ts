import type { FieldDef } from '../types';

/**
 * What the declarations of the process engine (models, deployments, instances, tasks, their history and
 * the leave form) share. Pure data: no React, no server code.
 */

/** How the engine's records are served: the tenant's, listed page by page, newest first. */
export const flowRecordServing = {
  domain: 'workflow',
  tenantScoped: true,
  listShape: 'page',
  defaultSort: { field: 'createTime', order: 'DESC' },
} as const;

/** The category (system dictionary `flow`) a process model is filed under; its deployments keep it. */
export const flowCategoryField = {
  name: 'category',
  label: '流程分类',
  en: 'Category',
  type: 'string',
  maxLength: 32,
  dict: { code: 'flow' },
  filter: ['equal'],
} as const satisfies FieldDef;

/** The deployed process definition a record runs by, written by the engine. */
export const processDefinitionIdField = {
  name: 'processDefinitionId',
  label: '流程定义',
  en: 'Definition',
  type: 'id',
  readOnly: true,
} as const satisfies FieldDef;

/** The running process a record belongs to (a task, a step of its history, a leave request), written by the engine. */
export const processInstanceIdField = {
  name: 'processInstanceId',
  label: '流程实例',
  en: 'Instance',
  type: 'id',
  readOnly: true,
} as const satisfies FieldDef;

/** A text the engine keeps on a record for itself (a diagram, task settings, variables, its state): never answered. */
export const engineTextField = <const N extends string>(name: N, label: string, en: string) =>
  ({ name, label, en, type: 'text', readOnly: true, serverOnly: true }) as const;
