import { fieldStaffMenu } from './menus';
import { businessRecordServing } from './serving';
import { searchedTextField } from './fields';

/**
 * What the declarations of the random inspections and self-reports (双随机) share. Pure data: no React, no
 * server code.
 */

/**
 * Where a random inspection or self-report record sits in the menu: the random group, read by inspectors
 * and enforcers, written by inspectors (who plan the tasks) unless `writers` says who else records.
 */
export const randomMenu = <const P extends string, const I extends string>(
  path: P,
  icon: I,
  sort: number,
  writers: readonly string[] = ['inspector'],
) => fieldStaffMenu('random_group', path, icon, sort, writers);

/**
 * How a random task (an inspection task, a self-report task) is served: a business record of the random
 * group, named by its task name, newest first.
 */
export const randomTaskServing = {
  domain: 'random',
  ...businessRecordServing,
  labelField: 'taskName',
  defaultSort: { field: 'createTime', order: 'DESC' },
} as const;

/** The name a random task is known by: required, searched and sorted in lists. */
export const taskNameField = searchedTextField('taskName', '任务名称', 'Task', 100, { sortable: true });
