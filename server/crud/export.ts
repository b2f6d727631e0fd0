import { once, type EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import type { ResourceDef } from '../../resources/types';
import type { Access, RequestContext } from '../http/access';
import { businessError } from '../http/errors';
import { codeLabels } from './export-labels';
import { referenceLabels, type ReferenceLabels } from './reference-labels';
import { cellValue, DATE_FORMAT, DATETIME_FORMAT, exportColumns, type ExportColumn } from './export-columns';
import { columnLetter, rowXml } from './xlsx-rows';
import { listParamsOf } from './read-hooks';
import { maskRows } from './masking';
import type { Repository } from './repository';
import { codesOf } from './routes';
import { wallClock } from '../core/wall-clock';

type Row = Record<string, unknown>;
type Query = Record<string, unknown>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TOO_MANY_ROWS = '导出数据过多,请缩小查询范围';

/**
 * The Excel export of a declaration with `export` in its operations (docs/spec.md §7 "POST export (params,
 * blob)"): `POST {base}/export` and each declared alias (`exportExcel`), with the list's own filters
 * and order as query parameters, answering an .xlsx streamed as it is written. GET is served too, for
 * clients that fetch a download with GET; the token still travels in the Blade-Auth header only
 * (a token in a URL would end up in histories and proxy logs).
 *
 * Failures before the first byte (bad parameters, too many rows, the first read) answer the usual JSON
 * envelope; a failure after that aborts the response, so the client sees a failed download, and is logged.
 */
export function registerExportRoutes(app: FastifyInstance, repo: Repository) {
  const def = repo.def;
  if (!def.operations?.includes('export')) return;
  const access: Access = def.platformOnly ? { platformAdmin: true } : { perm: codesOf(def).export };
  const labels = referenceLabels(app.db, app.repos);
  const handler = (req: FastifyRequest, reply: FastifyReply) => exportRows(app, repo, labels, req, reply);
  for (const path of new Set(['export', ...(def.exportAliases ?? [])])) {
    app.post(`${def.base}/${path}`, { config: { access, validatedBy: 'declaration' } }, handler);
    app.get(`${def.base}/${path}`, { config: { access, validatedBy: 'declaration' } }, handler);
  }
}

async function exportRows(
  app: FastifyInstance,
  repo: Repository,
  labels: ReferenceLabels,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { config: cfg, database, repos } = app;
  const def = repo.def;
  const ctx = req.ctx as RequestContext;
  // The list's filters and order: the parameters of `/page` without its paging.
  const { current: _current, size: _size, ...query } = (req.query ?? {}) as Query;
  const params = listParamsOf(repo, query);
  const total = await repo.total(ctx, params.filters);
  if (total > cfg.exportMaxRows)
    throw businessError(`${TOO_MANY_ROWS}(共${total}条,单次最多导出${cfg.exportMaxRows}条)`);

  const columns = exportColumns(def);
  const codes = await codeLabels(
    database.db,
    repos,
    ctx,
    def,
    columns.filter((c) => c.kind === 'code').map((c) => c.field),
  );
  const batches = repo.streamRows(ctx, params, cfg.exportBatchRows, new Set(columns.map((c) => c.field.name)));
  const first = await batches.next();

  const stamp = fileStamp(new Date(), cfg.timeZone);
  reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', contentDisposition(`${def.label}-${stamp}.xlsx`, `${def.name}-${stamp}.xlsx`))
    .header('Cache-Control', 'no-store');
  const out = new PassThrough();
  // Personal data marked `masked` leaves the server masked in a file, as in a list (server/crud/masking.ts).
  const rows = async function* () {
    if (!first.done) yield maskRows(def, first.value);
    for await (const batch of batches) yield maskRows(def, batch);
  };
  writeWorkbook(out, sheetName(def), columns, rows(), cfg.exportMaxRows, async (batch) => ({
    codes,
    refs: await labels.maps(ctx, def, batch),
  })).catch((err: unknown) => {
    if (out.destroyed && (err as Error)?.message === CLIENT_GONE) return;
    req.log.error({ err, reqId: req.id, resource: def.name }, 'export failed after the download began');
    out.destroy(err as Error);
  });
  return reply.send(out);
}

const CLIENT_GONE = 'export: client went away';

/**
 * Rows go out as they are read: a committed row is XML in the zip stream and leaves memory once
 * compressed and sent. When the client reads slower than the database answers, the next batch waits
 * for the response to drain, so memory holds about one batch whatever the row count.
 */
async function writeWorkbook(
  out: PassThrough,
  name: string,
  columns: ExportColumn[],
  batches: AsyncIterable<Row[]>,
  maxRows: number,
  labelsOf: (
    batch: Row[],
  ) => Promise<{ codes: Map<string, Map<string, string>>; refs: Map<string, Map<string, string>> }>,
) {
  // Text in the cells, not in the shared-strings table, which would grow with every distinct value.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  // The header goes through exceljs, which opens the sheet data; the data rows are rendered here
  // (server/crud/xlsx-rows.ts) into the sheet's own stream, between that and sheet.commit().
  header.commit();
  const { stream, styles } = internalsOf(workbook, sheet);
  const dateStyles = columns.map((c) =>
    c.kind === 'date' || c.kind === 'datetime'
      ? styles.addStyleModel({ numFmt: c.kind === 'date' ? DATE_FORMAT : DATETIME_FORMAT }, ExcelJS.ValueType.Date)
      : 0,
  );
  const letters = columns.map((_, i) => columnLetter(i));
  let written = 0;
  for await (const batch of batches) {
    if (out.destroyed) throw new Error(CLIENT_GONE);
    // Rows written after the count was taken; the cap holds for the file, not only for the count.
    if (written + batch.length > maxRows) throw new Error(`export exceeded ${maxRows} rows while streaming`);
    const { codes, refs } = await labelsOf(batch);
    for (let start = 0; start < batch.length; start += ROWS_BETWEEN_YIELDS) {
      const xml: string[] = [];
      for (const row of batch.slice(start, start + ROWS_BETWEEN_YIELDS)) {
        written++;
        xml.push(
          rowXml(
            written + 1,
            columns.map((c) => cellValue(c, row, codes, refs)),
            letters,
            dateStyles,
          ),
        );
      }
      stream.write(xml.join(''));
      // Rendering is synchronous work: other requests get the event loop every so many rows.
      await room(out, stream);
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** What the row rendering needs of exceljs 4's streaming writer beyond its typings. */
function internalsOf(workbook: unknown, sheet: unknown) {
  const stream = (sheet as { stream?: SheetStream }).stream;
  const styles = (workbook as { styles?: { addStyleModel?: (style: object, type: number) => number } }).styles;
  if (typeof stream?.write !== 'function' || typeof styles?.addStyleModel !== 'function')
    throw new Error('exceljs streaming writer internals changed');
  return { stream, styles: styles as { addStyleModel(style: object, type: number): number } };
}

/** The sheet's buffer stream (exceljs StreamBuf) and the stream it feeds into the zip. */
interface SheetStream {
  write(xml: string): unknown;
  pipes?: unknown[];
}

/** Resolves on `drain` of `stream` or `close` of the response, and leaves no listener behind. */
async function drainOrClose(stream: EventEmitter, out: PassThrough) {
  const done = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: done.signal }), once(out, 'close', { signal: done.signal })]);
  } finally {
    done.abort();
  }
}

const ROWS_BETWEEN_YIELDS = 250;

/** Uncompressed sheet XML waiting for the compressor beyond which the next batch waits. */
const ZIP_BACKLOG = 1024 * 1024;

/**
 * The stream the sheet's XML is written into on its way to the compressor. exceljs writes it without
 * waiting (its buffer stream ignores backpressure), so when compressing or sending is slower than
 * reading, the XML piles up there; watching it keeps memory flat. Internal to exceljs 4: if the shape
 * is not there, only the response's own backpressure applies.
 */
function sheetBacklog(sheetStream: SheetStream): { bytes(): number; stream: EventEmitter } | undefined {
  // archiver's streams come from the readable-stream 2 package, not node:stream: checked by shape.
  const first = sheetStream.pipes?.[0] as ({ _writableState?: { length?: number } } & EventEmitter) | undefined;
  if (typeof first?._writableState?.length !== 'number' || typeof first.once !== 'function') return undefined;
  return { bytes: () => first._writableState?.length ?? 0, stream: first };
}

/** Waits while the compressor or the client is behind, and lets the compressor run in between. */
async function room(out: PassThrough, sheetStream: SheetStream) {
  await new Promise((resolve) => setImmediate(resolve));
  const backlog = sheetBacklog(sheetStream);
  while (backlog && backlog.bytes() > ZIP_BACKLOG && !out.destroyed) await drainOrClose(backlog.stream, out);
  while (out.writableNeedDrain && !out.destroyed) await drainOrClose(out, out);
  if (out.destroyed) throw new Error(CLIENT_GONE);
}

/** A worksheet name Excel accepts: at most 31 characters, none of \ / ? * [ ] :. */
const sheetName = (def: ResourceDef) => def.label.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || def.name.slice(0, 31);

/** yyyyMMddHHmmss of `date` in the wire time zone. */
export function fileStamp(date: Date, timeZone: string): string {
  const c = wallClock(date, timeZone);
  return `${c.year}${c.month}${c.day}${c.hour}${c.minute}${c.second}`;
}

/**
 * `attachment` with the real (Chinese) name as RFC 5987 `filename*` and an ASCII `filename` for clients
 * that read only that one (RFC 6266 §4.3: recipients prefer `filename*`).
 */
export function contentDisposition(name: string, asciiFallback: string): string {
  const ascii = asciiFallback.replace(/[^A-Za-z0-9._-]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
