import type { RequestContext } from '../../http/access';
import { RESULT_ABNORMAL } from '../../../resources/enforce/inspect/schema';
import { TRANSFER_ACCEPTED, TRANSFER_HANDLED, TRANSFER_PENDING, TRANSFER_RETURNED } from '../../../resources/transfer/transfer/schema';
import { COUNTED, countWhere, groupedCounts, named } from './grouped-counts';
import { reportCounts } from './report-stats';
import type { StatQuery } from './stat-query';
import type { StatReader } from './stat-reader';

type Row = Record<string, unknown>;

/** A column of a statistics table (the screen's table and the Excel sheet). */
export interface StatColumn {
  key: string;
  label: string;
  en: string;
}

export interface StatTable {
  columns: StatColumn[];
  rows: Row[];
}

const NAME: StatColumn = { key: 'name', label: '名称', en: 'Name' };
const REPORT_COLUMNS: StatColumn[] = [
  { key: 'shouldReport', label: '应上报', en: 'Should report' },
  { key: 'reported', label: '已上报', en: 'Reported' },
  { key: 'missing', label: '未上报', en: 'Missing' },
  { key: 'late', label: '逾期补报', en: 'Late' },
  { key: 'abnormal', label: '异常', en: 'Abnormal' },
  { key: 'reportRate', label: '上报率(%)', en: 'Report rate (%)' },
];

/** Subject names of the caller's tenant by id. */
async function subjectNames(reader: StatReader, ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
  const wanted = ids.filter(Boolean);
  if (!wanted.length) return new Map();
  const rows = await reader.deps.database.db.selectFrom('biz_subject').select(['id', 'subject_name']).where('tenant_id', '=', ctx.tenantId).where('id', 'in', wanted).execute() as Row[];
  return new Map(rows.map((r) => [String(r.id), String(r.subjectName)]));
}

/** Checkpoint names of the caller's tenant by id. */
async function checkpointNames(reader: StatReader, ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
  const wanted = ids.filter(Boolean);
  if (!wanted.length) return new Map();
  const rows = await reader.deps.database.db.selectFrom('biz_checkpoint').select(['id', 'checkpoint_name']).where('tenant_id', '=', ctx.tenantId).where('id', 'in', wanted).execute() as Row[];
  return new Map(rows.map((r) => [String(r.id), String(r.checkpointName)]));
}

/** The statistics families' tables (one screen each; spec §7 "Statistics"). */
export const familyTables = {
  /** report/listRepeat: should-report vs reported per market type of the checkpoints. */
  async report(reader: StatReader, ctx: RequestContext, s: StatQuery, today: string): Promise<StatTable> {
    const rows = named(await reportCounts(reader, ctx, s, today, 'marketType'), await reader.labelsOf(ctx, 'subject', 'marketType'), '未分类');
    return { columns: [{ ...NAME, label: '市场类型', en: 'Market type' }, ...REPORT_COLUMNS], rows };
  },

  /** checkpointReport/listRepeat: the same per checkpoint. */
  async checkpointReport(reader: StatReader, ctx: RequestContext, s: StatQuery, today: string): Promise<StatTable> {
    const rows = await reportCounts(reader, ctx, s, today, 'checkpoint');
    const names = await checkpointNames(reader, ctx, rows.map((r) => String(r.key ?? '')));
    return { columns: [{ ...NAME, label: '检查点', en: 'Checkpoint' }, ...REPORT_COLUMNS], rows: named(rows, names, '未知检查点').map((r) => ({ ...r, checkpointId: r.key })) };
  },

  /** transferReport/getTransferReportList: transfers per sending dept, by state. */
  async transferReport(reader: StatReader, ctx: RequestContext, s: StatQuery): Promise<StatTable> {
    const state = (code: number) => countWhere('transfer_status', '=', code);
    const rows = await groupedCounts(reader, ctx, COUNTED.transfer, s, 'from_dept_id', {
      also: { pending: state(TRANSFER_PENDING), accepted: state(TRANSFER_ACCEPTED), returned: state(TRANSFER_RETURNED), handled: state(TRANSFER_HANDLED) },
    });
    const names = await reader.deptNames(ctx, rows.map((r) => String(r.key ?? '')));
    return {
      columns: [{ ...NAME, label: '移交部门', en: 'From dept' }, { key: 'value', label: '移交总数', en: 'Transfers' }, { key: 'pending', label: '待接收', en: 'Pending' },
        { key: 'accepted', label: '已接收', en: 'Accepted' }, { key: 'returned', label: '已退回', en: 'Returned' }, { key: 'handled', label: '已处理', en: 'Handled' }],
      rows: named(rows, names, '未指定部门').map((r) => ({ ...r, deptId: r.key })),
    };
  },

  /** inspect/list: inspections per day, with the abnormal ones. */
  async inspect(reader: StatReader, ctx: RequestContext, s: StatQuery): Promise<StatTable> {
    const rows = await groupedCounts(reader, ctx, COUNTED.inspect, s, 'day', {
      also: { abnormal: countWhere('result', '=', RESULT_ABNORMAL) },
    });
    return {
      columns: [{ key: 'name', label: '日期', en: 'Day' }, { key: 'value', label: '巡检次数', en: 'Inspections' }, { key: 'abnormal', label: '异常次数', en: 'Abnormal' }],
      rows: rows.map((r) => ({ ...r, name: r.key })),
    };
  },

  /** inspectType/getList: inspections per market type of the subject, with the abnormal ones. */
  async inspectType(reader: StatReader, ctx: RequestContext, s: StatQuery): Promise<StatTable> {
    const rows = await groupedCounts(reader, ctx, COUNTED.inspect, s, 'subjectMarketType', {
      also: { abnormal: countWhere('result', '=', RESULT_ABNORMAL) },
    });
    return {
      columns: [{ ...NAME, label: '市场类型', en: 'Market type' }, { key: 'value', label: '巡检次数', en: 'Inspections' }, { key: 'abnormal', label: '异常次数', en: 'Abnormal' }],
      rows: named(rows, await reader.labelsOf(ctx, 'subject', 'marketType'), '未分类'),
    };
  },

  /** evaluate/list: evaluations per market type of the subject, with the average score. */
  async evaluate(reader: StatReader, ctx: RequestContext, s: StatQuery): Promise<StatTable> {
    const rows = await groupedCounts(reader, ctx, COUNTED.evaluation, s, 'subjectMarketType', {
      also: { scoreSum: { sum: 'score' }, good: countWhere('score', '>=', 4) },
    });
    return {
      columns: [{ ...NAME, label: '市场类型', en: 'Market type' }, { key: 'value', label: '评价数', en: 'Evaluations' }, { key: 'avgScore', label: '平均分', en: 'Average score' }, { key: 'good', label: '好评数(4分及以上)', en: 'Good (4+)' }],
      rows: named(rows, await reader.labelsOf(ctx, 'subject', 'marketType'), '未分类').map(({ scoreSum, ...r }) => ({ ...r, avgScore: Number(r.value) ? Math.round((Number(scoreSum) / Number(r.value)) * 10) / 10 : 0 })),
    };
  },
};

export type Family = keyof typeof familyTables;
export const FAMILIES = Object.keys(familyTables) as Family[];

/** Records per subject (top `limit`, most first), with the subject's name. */
export async function perSubject(reader: StatReader, ctx: RequestContext, resource: 'inspect' | 'supervise', s: StatQuery, limit: number): Promise<Row[]> {
  const spec = COUNTED[resource];
  const rows = await groupedCounts(reader, ctx, spec, s, 'subject_id', resource === 'inspect' ? { also: { abnormal: countWhere('result', '=', RESULT_ABNORMAL) } } : {});
  const top = [...rows].sort((a, b) => Number(b.value) - Number(a.value) || String(a.key).localeCompare(String(b.key))).slice(0, limit);
  const names = await subjectNames(reader, ctx, top.map((r) => String(r.key ?? '')));
  return named(top, names, '未知主体').map((r) => ({ ...r, subjectId: r.key, subjectName: r.name }));
}
