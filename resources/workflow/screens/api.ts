import { dataProvider } from '../../../dataProvider';

/** The workflow calls the screens make (docs/spec.md §7 Flow), answers unwrapped from R. */
export interface Paged<T> {
  records: T[];
  total: number;
}
// Answers are read field by field as the server names them; a loose row keeps the screens short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;

export const workList = (which: 'start' | 'claim' | 'todo' | 'send' | 'done', current = 1, size = 10) =>
  dataProvider.call<Paged<Row>>({ url: `/api/blade-flow/work/${which}-list`, params: { current, size } });
export const claimTask = (taskId: string) =>
  dataProvider.call<Row>({ url: '/api/blade-flow/work/claim-task', method: 'POST', data: { taskId } });
export const completeTask = (body: {
  taskId: string;
  processInstanceId: string;
  pass: boolean;
  comment: string;
  variables?: Row;
}) =>
  dataProvider.call<Row>({
    url: '/api/blade-flow/work/complete-task',
    method: 'POST',
    data: { variables: {}, ...body },
  });
export const startLeave = (body: { processDefinitionId: string; startTime: string; endTime: string; reason: string }) =>
  dataProvider.call<Row>({ url: '/api/blade-desk/process/leave/start-process', method: 'POST', data: body });
export const leaveDetail = (businessId: string) =>
  dataProvider.call<Row>({ url: '/api/blade-desk/process/leave/detail', params: { businessId } });
export const historyFlow = (processInstanceId: string) =>
  dataProvider.call<Row[]>({ url: '/api/blade-flow/process/history-flow-list', params: { processInstanceId } });
export const diagramOf = (params: { processInstanceId?: string; processDefinitionId?: string }) =>
  dataProvider.call<{ xml: string; name: string; finished: string[]; current: string[] }>({
    url: '/api/blade-flow/process/resource-view',
    params,
  });
export const modelDetail = (id: string) =>
  dataProvider.call<Row>({ url: '/api/blade-flow/model/detail', params: { id } });
export const saveModel = (row: Row) =>
  dataProvider.call<Row>({ url: '/api/blade-flow/model/submit', method: 'POST', data: row });
export const deployModel = (modelId: string) =>
  dataProvider.call<Row[]>({ url: '/api/blade-flow/model/deploy', method: 'POST', data: { modelId } });
