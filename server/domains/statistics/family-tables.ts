import type { RequestContext } from '../../http/access';
import { RESULT_ABNORMAL } from '../../../resources/enforce/inspect/schema';
import {
  TRANSFER_ACCEPTED,
  TRANSFER_HANDLED,
  TRANSFER_PENDING,
  TRANSFER_RETURNED,
} from '../../../resources/transfer/transfer/schema';
import { COUNTED, countWhere } from './counted';
import { groupedCounts, named } from './grouped-counts';
import { reportCounts } from './report-stats';
import type { StatQuery } from './stat-query';
import type { StatReader } from './stat-reader';

/** A statistic's rows (counts as numbers), one per group. */
type Row = Record<string, unknown>;

/** The resources a statistic's group keys point at, and the column that names each row. */
const NAME_COLUMNS = { subject: 'subjectName', checkpoint: 'checkpointName' } as const;

/** Names by id of the caller's tenant's subjects or checkpoints. */
async function namesById(
  reader: StatReader,
  ctx: RequestContext,
  resource: keyof typeof NAME_COLUMNS,
  ids: string[],
): Promise<Map<string, string>> {
  const wanted = ids.filter(Boolean);
  if (!wanted.length) return new Map();
  const rows = await reader.app.db
    .selectFrom(reader.repo(resource).def.table)
    .select(['id', `${NAME_COLUMNS[resource]} as name`])
    .where('tenantId', '=', ctx.tenantId)
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

/**
 * The statistics families' table rows (one screen each; docs/spec.md §7 "Statistics"). Their columns, the keys
 * these rows carry, are declared once beside the family names (resources/statistics-families.ts).
 */
export const familyTables = {
  /** report/listRepeat: should-report vs reported per market type of the checkpoints. */
  async report(reader: StatReader, ctx: RequestContext, s: StatQuery, today: string): Promise<Row[]> {
    return named(
      await reportCounts(reader, ctx, s, today, 'marketType'),
      await reader.labelsOf(ctx, 'subject', 'marketType'),
      '未分类',
    );
  },

  /** checkpointReport/listRepeat: the same per checkpoint. */
  async checkpointReport(reader: StatReader, ctx: RequestContext, s: StatQuery, today: string): Promise<Row[]> {
    const rows = await reportCounts(reader, ctx, s, today, 'checkpoint');
    const names = await namesById(
      reader,
      ctx,
      'checkpoint',
      rows.map((r) => String(r.key ?? '')),
    );
    return named(rows, names, '未知检查点').map((r) => ({ ...r, checkpointId: r.key }));
  },

  /** transferReport/getTransferReportList: transfers per sending dept, by state. */
  async transferReport(reader: StatReader, ctx: RequestContext, s: StatQuery): Promise<Row[]> {
    const state = (code: number) => countWhere('transfer_status', '=', code);
    const rows = await groupedCounts(reader, ctx, COUNTED.transfer, s, 'from_dept_id', {
      also: {
        pending: state(TRANSFER_PENDING),
        accepted: state(TRANSFER_ACCEPTED),
        returned: state(TRANSFER_RETURNED),
        handled: state(TRANSFER_HANDLED),
      },
    });
    const names = await reader.deptNames(
      ctx,
      rows.map((r) => String(r.key ?? '')),
    );
    return named(rows, names, '未指定部门').map((r) => ({ ...r, deptId: r.key }));
  },

  /** inspect/list: inspections per day, with the abnormal ones. */
  async inspect(reader: StatReader, ctx: RequestContext, s: StatQuery): Promise<Row[]> {
    const rows = await groupedCounts(reader, ctx, COUNTED.inspect, s, 'day', {
      also: { abnormal: countWhere('result', '=', RESULT_ABNORMAL) },
    });
    return rows.map((r) => ({ ...r, name: r.key }));
  },

  /** inspectType/getList: inspections per market type of the subject, with the abnormal ones. */
  async inspectType(reader: StatReader, ctx: RequestContext, s: StatQuery): Promise<Row[]> {
    const rows = await groupedCounts(reader, ctx, COUNTED.inspect, s, 'subjectMarketType', {
      also: { abnormal: countWhere('result', '=', RESULT_ABNORMAL) },
    });
    return named(rows, await reader.labelsOf(ctx, 'subject', 'marketType'), '未分类');
  },

  /** evaluate/list: evaluations per market type of the subject, with the average score. */
  async evaluate(reader: StatReader, ctx: RequestContext, s: StatQuery): Promise<Row[]> {
    const rows = await groupedCounts(reader, ctx, COUNTED.evaluation, s, 'subjectMarketType', {
      also: { scoreSum: { sum: 'score' }, good: countWhere('score', '>=', 4) },
    });
    return named(rows, await reader.labelsOf(ctx, 'subject', 'marketType'), '未分类').map(({ scoreSum, ...r }) => ({
      ...r,
      avgScore: Number(r.value) ? Math.round((Number(scoreSum) / Number(r.value)) * 10) / 10 : 0,
    }));
  },
};

export type Family = keyof typeof familyTables;

/** Records per subject (top `limit`, most first), with the subject's name. */
export async function perSubject(
  reader: StatReader,
  ctx: RequestContext,
  resource: 'inspect' | 'supervise',
  s: StatQuery,
  limit: number,
): Promise<Row[]> {
  const spec = COUNTED[resource];
  const rows = await groupedCounts(
    reader,
    ctx,
    spec,
    s,
    'subject_id',
    resource === 'inspect' ? { also: { abnormal: countWhere('result', '=', RESULT_ABNORMAL) } } : {},
  );
  const top = [...rows]
    .sort((a, b) => Number(b.value) - Number(a.value) || String(a.key).localeCompare(String(b.key)))
    .slice(0, limit);
  const names = await namesById(
    reader,
    ctx,
    'subject',
    top.map((r) => String(r.key ?? '')),
  );
  return named(top, names, '未知主体').map((r) => ({ ...r, subjectId: r.key, subjectName: r.name }));
}
