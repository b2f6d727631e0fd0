import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { BASIC, type TestServer } from './harness';

/** Excel exports as the API tests read them: the file fetched as the web client does, and its first sheet. */

/** Fetches an export (POST unless told) with the client and bearer headers, expecting an xlsx answer; its bytes. */
export async function fetchXlsx(
  s: TestServer,
  path: string,
  token: string,
  query: Record<string, string> = {},
  method = 'POST',
): Promise<Buffer> {
  const res = await fetch(`${s.url}${path}?${new URLSearchParams(query)}`, {
    method,
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  return Buffer.from(await res.arrayBuffer());
}

/** The first sheet of an xlsx file. */
export async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return book.worksheets[0];
}

/** Every row of the first sheet, as its cells from column A on. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await firstSheet(bytes)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The first sheet as its header row and the rows below it keyed by header (null for an empty cell). */
export async function sheetRecords(bytes: Buffer) {
  const sheet = await firstSheet(bytes);
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])));
  });
  return { sheet, header, rows };
}

/** Fetches an export (POST) and answers the rows of its first sheet. */
export const xlsxRows = async (s: TestServer, path: string, token: string, query: Record<string, string> = {}) =>
  sheetRows(await fetchXlsx(s, path, token, query));
