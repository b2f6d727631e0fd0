import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { contentDisposition, fileStamp, XLSX_TYPE } from '../../crud/export';
import type { StatQuery } from './stat-query';
import { statColumns, statTitle } from '../../../resources/statistics-families';

/**
 * One statistics table as an .xlsx (the family's columns, resources/statistics-families.ts), streamed through exceljs' streaming writer as the engine's export
 * does (server/crud/export.ts): a title row with the period and filters, the header, the rows. A
 * statistics table has one row per group (market types, checkpoints, depts, days), so it is written
 * whole; the response streams as the zip is produced.
 */
export async function sendStatWorkbook(
  reply: FastifyReply,
  family: string,
  s: StatQuery,
  rows: Array<Record<string, unknown>>,
  timeZone: string,
) {
  const title = statTitle(family);
  const columns = statColumns(family);
  const stamp = fileStamp(new Date(), timeZone);
  const out = new PassThrough();
  reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', contentDisposition(`${title}-${stamp}.xlsx`, `${family}-${stamp}.xlsx`))
    .header('Cache-Control', 'no-store');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  // Widths before any row: the streaming writer writes the column list ahead of the sheet data.
  sheet.columns = columns.map((c, i) => ({ key: c.key, width: i === 0 ? 24 : 14 }));
  const filters = [
    `统计区间 ${s.from} 至 ${s.to}`,
    s.regionCode ? `区域 ${s.regionCode}` : '',
    s.deptId ? `部门 ${s.deptId}` : '',
    s.marketType !== undefined ? `市场类型 ${s.marketType}` : '',
  ]
    .filter(Boolean)
    .join(',');
  sheet.addRow([title, filters]).commit();
  const header = sheet.addRow(columns.map((c) => c.label));
  header.font = { bold: true };
  header.commit();
  for (const row of rows)
    sheet
      .addRow(columns.map((c) => (typeof row[c.key] === 'number' ? (row[c.key] as number) : String(row[c.key] ?? ''))))
      .commit();
  sheet.commit();
  void workbook.commit().catch((err: unknown) => out.destroy(err as Error));
  return reply.send(out);
}
