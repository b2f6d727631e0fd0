import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { FINDING_FOUND, FINDING_HANDLED, FINDING_COMPLETE } from '../../../resources/findings';
import type reportcheckwarn from '../../../resources/report/reportcheckwarn/schema';
import { WARN_ABNORMAL, WARN_CLEARED, WARN_MISSING } from '../../../resources/report/reportcheckwarn/schema';
import { contentDisposition, fileStamp, XLSX_TYPE } from '../../crud/export';
import { codeLabels } from '../../crud/export-labels';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import { ctxOf } from '../../http/request';
import { file, params } from '../../http/route-schema';
import { parseWarnQuery, WARN_QUERY, warnWhere } from './warn-filters';

const COLUMNS: Array<{ key: string; header: string; width: number }> = [
  { key: 'subjectName', header: '经营主体', width: 36 },
  { key: 'marketType', header: '市场类型', width: 20 },
  { key: 'total', header: '预警总数', width: 12 },
  { key: 'missing', header: '未上报', width: 10 },
  { key: 'abnormal', header: '上报异常', width: 10 },
  { key: 'open', header: '待处理', width: 10 },
  { key: 'handled', header: '已处理', width: 10 },
  { key: 'completed', header: '已办结', width: 10 },
  { key: 'cleared', header: '已消除', width: 10 },
  { key: 'firstPeriod', header: '最早周期', width: 14 },
  { key: 'lastPeriod', header: '最近周期', width: 14 },
];
/** Subjects read per query while the workbook is written. */
const BATCH = 1000;

/**
 * `POST exportCheckWarnExcel` (the warn query's filters): the per-subject summary of the warnings the
 * caller may see, one row per subject in subject order; written as it is read (subjects in batches,
 * keyset on the subject id), like the engine's exports. The list export itself is the engine's
 * `exportExcel`.
 */
export function warnSummaryExportRoute(app: FastifyInstance, warns: Repository<typeof reportcheckwarn>) {
  const subjects = app.repo('subject');
  const db = app.db;
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx = ctxOf(req);
    const w = parseWarnQuery(req.query as Record<string, unknown>);
    const market =
      (await codeLabels(db, app.repos, ctx, warns.def, [warns.def.fields.find((f) => f.name === 'marketType')!])).get(
        'marketType',
      ) ?? new Map();
    const stamp = fileStamp(new Date(), app.config.timeZone);
    const out = new PassThrough();
    reply
      .type(XLSX_TYPE)
      .header(
        'Content-Disposition',
        contentDisposition(`上报预警汇总-${stamp}.xlsx`, `reportcheckwarn-summary-${stamp}.xlsx`),
      )
      .header('Cache-Control', 'no-store');
    const write = async () => {
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = book.addWorksheet('上报预警汇总', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = COLUMNS;
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      let after = '0';
      for (;;) {
        const rows = await db
          .selectFrom(`${warns.def.table} as w`)
          .leftJoin(`${subjects.def.table} as s`, 's.id', 'w.subjectId')
          .select([
            'w.subjectId',
            sql<string | null>`max(s.subject_name)`.as('subjectName'),
            sql<number | null>`max(s.market_type)`.as('marketType'),
            sql<string>`count(*)`.as('total'),
            sql<string>`count(*) filter (where w.type = ${WARN_MISSING})`.as('missing'),
            sql<string>`count(*) filter (where w.type = ${WARN_ABNORMAL})`.as('abnormal'),
            sql<string>`count(*) filter (where w.handle_status = ${FINDING_FOUND})`.as('open'),
            sql<string>`count(*) filter (where w.handle_status = ${FINDING_HANDLED})`.as('handled'),
            sql<string>`count(*) filter (where w.handle_status = ${FINDING_COMPLETE})`.as('completed'),
            sql<string>`count(*) filter (where w.handle_status = ${WARN_CLEARED})`.as('cleared'),
            sql<string | null>`min(w.period_start)::text`.as('firstPeriod'),
            sql<string | null>`max(w.period_start)::text`.as('lastPeriod'),
          ])
          .where(
            'w.id',
            'in',
            db
              .selectFrom(warns.def.table)
              .select('id')
              .where(warnWhere(warns, ctx, w)),
          )
          .where('w.subjectId', '>', after)
          .groupBy('w.subjectId')
          .orderBy('w.subjectId')
          .limit(BATCH)
          .execute();
        for (const r of rows) {
          sheet
            .addRow({
              subjectName: r.subjectName ?? '',
              marketType: market.get(String(r.marketType)) ?? r.marketType ?? '',
              total: Number(r.total),
              missing: Number(r.missing),
              abnormal: Number(r.abnormal),
              open: Number(r.open),
              handled: Number(r.handled),
              completed: Number(r.completed),
              cleared: Number(r.cleared),
              firstPeriod: r.firstPeriod ?? '',
              lastPeriod: r.lastPeriod ?? '',
            })
            .commit();
        }
        if (rows.length < BATCH) break;
        after = String(rows[rows.length - 1].subjectId);
      }
      sheet.commit();
      await book.commit();
    };
    write().catch((err: unknown) => {
      req.log.error({ err, reqId: req.id }, 'warning summary export failed after the download began');
      out.destroy(err as Error);
    });
    return reply.send(out);
  };
  // The filters come in the query string whatever the method (a download link, or Blade's POST).
  const route = {
    config: { access: { perm: codesOf(warns.def).export } },
    schema: { querystring: params(WARN_QUERY), response: file },
  };
  app.post(`${warns.def.base}/exportCheckWarnExcel`, route, handler);
  app.get(`${warns.def.base}/exportCheckWarnExcel`, route, handler);
}
