import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bladeDataProvider } from '../../dataProvider';
import { dispositionFileName } from '../../dataProvider/download';
import { onError } from '../../dataProvider/http';
import { expectRequest, json, stubFetch } from './support/fetch';

const BASE = '/api/subject/subject';
const provider = bladeDataProvider(
  () => BASE,
  () => 'subjectName',
);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A streamed file: the body arrives in these chunks, without a length (as the server streams it). */
function streamed(chunks: string[], headers: Record<string, string>) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((c) => controller.enqueue(encoder.encode(c)));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': XLSX, ...headers } });
}

describe('Content-Disposition file names', () => {
  it("prefers RFC 5987 filename* and falls back to filename (quoted or Blade's URL-encoded)", () => {
    expect(
      dispositionFileName(
        'attachment; filename="subject-20240315080910.xlsx"; filename*=UTF-8\'\'%E7%BB%8F%E8%90%A5%E4%B8%BB%E4%BD%93-20240315080910.xlsx',
      ),
    ).toBe('经营主体-20240315080910.xlsx');
    expect(dispositionFileName('attachment;filename=%E7%94%A8%E6%88%B7.xlsx')).toBe('用户.xlsx');
    expect(dispositionFileName('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(dispositionFileName('attachment; filename=%E0%A4%A.xlsx')).toBe('%E0%A4%A.xlsx');
    expect(dispositionFileName('inline')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});

describe('exportList', () => {
  const saved: string[] = [];
  let click: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() });
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    click.mockRestore();
    vi.unstubAllGlobals();
    saved.length = 0;
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("sends the list's filters and sort as /page would, without paging, and saves under the server's name", async () => {
    const { calls } = stubFetch(
      streamed(['PK', 'abc'], {
        'Content-Disposition':
          'attachment; filename="subject-1.xlsx"; filename*=UTF-8\'\'%E7%BB%8F%E8%90%A5%E4%B8%BB%E4%BD%93-1.xlsx',
      }),
    );
    await provider.exportList('subject', {
      filter: { q: '歌厅', marketType_equal: 1, createTime_datege: '2024-01-01 00:00:00', empty: '' },
      sort: { field: 'subjectName', order: 'DESC' },
    });
    expectRequest(calls[0], 'POST', `${BASE}/export`, {
      descs: 'subjectName',
      subjectName: '歌厅',
      marketType_equal: '1',
      createTime_datege: '2024-01-01 00:00:00',
    });
    expect(saved).toEqual(['经营主体-1.xlsx']);
  });

  it('reports the bytes as they arrive, with no total when the server sends no length', async () => {
    stubFetch(streamed(['PK', '12345', '678'], { 'Content-Disposition': 'attachment; filename="s.xlsx"' }));
    const seen: Array<[number, number | undefined]> = [];
    await provider.exportList(
      'subject',
      { filter: {} },
      { onProgress: (received, total) => seen.push([received, total]) },
    );
    expect(seen).toEqual([
      [0, undefined],
      [2, undefined],
      [7, undefined],
      [10, undefined],
    ]);
    expect(saved).toEqual(['s.xlsx']);
  });

  it("a refusal answers JSON: toasted with the server's message by the HTTP layer, nothing saved", async () => {
    const notified = vi.fn();
    const off = onError(notified);
    stubFetch(json({ code: 400, success: false, data: null, msg: '导出数据过多,请缩小查询范围' }));
    await expect(provider.exportList('subject', { filter: {} }, { onProgress: () => undefined })).rejects.toMatchObject(
      { message: '导出数据过多,请缩小查询范围', status: 400 },
    );
    expect(notified).toHaveBeenCalledExactlyOnceWith('导出数据过多,请缩小查询范围', {
      code: 400,
      success: false,
      data: null,
      msg: '导出数据过多,请缩小查询范围',
    });
    expect(saved).toEqual([]);
    off();
  });

  it('a download that breaks off rejects as a network failure, nothing saved', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('PK'));
        controller.error(new TypeError('terminated'));
      },
    });
    stubFetch(new Response(body, { headers: { 'Content-Type': XLSX } }));
    await expect(provider.exportList('subject', { filter: {} }, { onProgress: () => undefined })).rejects.toThrow(
      '网络异常',
    );
    expect(saved).toEqual([]);
  });
});
