import { describe, expect, it } from 'vitest';
import subject from '../../resources/subject/subject/schema';
import { cellValue, excelDate, exportColumns, textWidth } from '../../server/crud/export-columns';
import { contentDisposition, fileStamp } from '../../server/crud/export';
import { columnLetter, excelSerial, rowXml, xmlText } from '../../server/crud/xlsx-rows';

const columns = exportColumns(subject);
const col = (name: string) => columns.find((c) => c.field.name === name)!;
const none = new Map<string, Map<string, string>>();

describe('export columns', () => {
  it('are the visible fields without uploads or JSON, hidden-in-list ones included, and the creation time', () => {
    const names = columns.map((c) => c.field.name);
    expect(names).not.toContain('planImage');
    expect(names).not.toContain('photos');
    expect(names).toContain('licenseNo');
    expect(names.at(-1)).toBe('createTime');
    expect(col('marketType').kind).toBe('code');
    expect(col('pauseStatus').kind).toBe('code');
    expect(col('deptId').kind).toBe('reference');
    expect(col('openDate').kind).toBe('date');
    expect(col('pauseTime').kind).toBe('datetime');
    expect(col('area').kind).toBe('number');
  });

  it('are wide enough for their header and content', () => {
    expect(textWidth('主体名称')).toBe(8);
    expect(col('subjectName').width).toBe(42);
    expect(col('openDate').width).toBe(12);
    expect(col('pauseTime').width).toBe(20);
    expect(columns.every((c) => c.width >= textWidth(c.header) + 4)).toBe(true);
  });
});

describe('cell values', () => {
  const codes = new Map([['marketType', new Map([['1', '歌舞娱乐场所']])]]);
  const refs = new Map([['deptId', new Map([['11', '综合执法队']])]]);

  it('turn codes and references into labels, and keep unknown ones as they are', () => {
    expect(cellValue(col('marketType'), { marketType: 1 }, codes, none)).toBe('歌舞娱乐场所');
    expect(cellValue(col('marketType'), { marketType: 9 }, codes, none)).toBe('9');
    expect(cellValue(col('deptId'), { deptId: '11' }, none, refs)).toBe('综合执法队');
    expect(cellValue(col('deptId'), { deptId: '12' }, none, refs)).toBe('12');
    // A label the row already carries (another part of the engine may add deptName) wins.
    expect(cellValue(col('deptId'), { deptId: '11', deptName: '本行标签' }, none, refs)).toBe('本行标签');
    // Id 0 is Blade's "none".
    expect(cellValue(col('deptId'), { deptId: '0' }, none, refs)).toBeUndefined();
  });

  it("leave blanks empty, numbers numeric, long text within Excel's cell limit", () => {
    expect(cellValue(col('remark'), { remark: null }, none, none)).toBeUndefined();
    expect(cellValue(col('remark'), { remark: '' }, none, none)).toBeUndefined();
    expect(cellValue(col('area'), { area: 120.5 }, none, none)).toBe(120.5);
    expect(cellValue(col('remark'), { remark: 'x'.repeat(40_000) }, none, none)).toHaveLength(32_767);
  });

  it('make dates Excel dates holding the wire wall-clock time', () => {
    expect(excelDate('2024-03-15')).toEqual(new Date(Date.UTC(2024, 2, 15)));
    expect(excelDate('2024-03-15 08:09:10')).toEqual(new Date(Date.UTC(2024, 2, 15, 8, 9, 10)));
    expect(excelDate('1899-12-31')).toBe('1899-12-31');
    // 2024-03-15 is day 45366 of Excel's 1900 system; noon is half a day.
    expect(excelSerial(excelDate('2024-03-15 12:00:00') as Date)).toBe(45366.5);
  });
});

describe('row XML', () => {
  it('names columns A..Z, AA..', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(xmlText('<a & "b" \'c\'>')).toBe('&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;');
    expect(xmlText('a\u0001b\tc\nd\u007f')).toBe('ab\tc\nd');
  });

  it('is well-formed XML with text, numbers and styled dates, and no element for an empty cell', () => {
    const xml = rowXml(
      2,
      ['<甲&乙>', undefined, 3.5, new Date(Date.UTC(2024, 2, 15))],
      ['A', 'B', 'C', 'D'],
      [0, 0, 0, 7],
    );
    expect(xml).toBe(
      '<row r="2"><c r="A2" t="str"><v>&lt;甲&amp;乙&gt;</v></c><c r="C2"><v>3.5</v></c><c r="D2" s="7"><v>45366</v></c></row>',
    );
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('v')[0].textContent).toBe('<甲&乙>');
  });
});

describe('download name', () => {
  it('carries the Chinese name as RFC 5987 filename* beside an ASCII filename', () => {
    expect(contentDisposition('经营主体-20240315080910.xlsx', 'subject-20240315080910.xlsx')).toBe(
      'attachment; filename="subject-20240315080910.xlsx"; filename*=UTF-8\'\'%E7%BB%8F%E8%90%A5%E4%B8%BB%E4%BD%93-20240315080910.xlsx',
    );
    expect(contentDisposition("a'b (c).xlsx", 'a "b".xlsx')).toBe(
      'attachment; filename="a__b_.xlsx"; filename*=UTF-8\'\'a%27b%20%28c%29.xlsx',
    );
  });

  it('stamps the time in the wire time zone', () => {
    const at = new Date(Date.UTC(2024, 2, 15, 16, 9, 10));
    expect(fileStamp(at, 'Asia/Shanghai')).toBe('20240316000910');
    expect(fileStamp(at, 'UTC')).toBe('20240315160910');
  });
});
