import { describe, expect, it } from 'vitest';
import { csvCell, exportWords, toCsv } from './tabular-export.ts';

const BANGKOK = 'Asia/Bangkok';
const ENGLISH = exportWords('en', BANGKOK);

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+cmd', "'+1+cmd"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['-x', "'-x"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises the formula %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['-12.500000', '-12.500000'],
    ['+5', '+5'],
    ['42', '42'],
    [-3, '-3'],
    ['Spring sale', 'Spring sale'],
    ['a,b', '"a,b"'],
  ])('keeps %j as it is', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a BOM, a header and CRLF lines', () => {
    const csv = toCsv(
      [{ header: 'name', value: (row: { name: string }) => row.name }],
      [{ name: '-1+1' }],
      ENGLISH,
    );
    expect(csv).toBe("\uFEFFName\r\n'-1+1\r\n");
  });

  it('writes headings, statuses, types and catalogue names as people read them, in the language asked', () => {
    const columns = [
      { header: 'status', value: (row: Row, words: Words) => words.of('deposit.statuses', row.status) },
      {
        header: 'category',
        value: (row: Row, words: Words) => words.catalogueName('categories', row.category),
      },
    ];
    const rows: Row[] = [
      { status: 'success', category: 'Crypto & finance' },
      { status: 'someday', category: 'Operator-made' },
    ];
    expect(toCsv(columns, rows, ENGLISH)).toBe(
      '\uFEFFStatus,Category\r\nSuccess,Crypto & finance\r\nsomeday,Operator-made\r\n',
    );
    expect(toCsv(columns, rows, exportWords('zh', BANGKOK))).toMatch(
      /^\uFEFF状态,类别\r\n成功,加密货币与金融\r\n/,
    );
    expect(toCsv(columns, rows, exportWords('th', BANGKOK))).toMatch(
      /^\uFEFFสถานะ,หมวดหมู่\r\nสำเร็จ,คริปโตและการเงิน\r\n/,
    );
    // What the catalogues do not know stays as stored.
    expect(toCsv(columns, rows, exportWords('th', BANGKOK))).toContain('someday,Operator-made\r\n');
  });

  it("writes moments on the platform's clock and names its zone in the heading", () => {
    const columns = [{ header: 'time', value: (row: { at: string }, words: Words) => words.moment(row.at) }];
    const rows = [{ at: '2026-11-24T17:30:05.123Z' }];
    expect(toCsv(columns, rows, exportWords('en', 'Asia/Bangkok'))).toBe(
      '\uFEFFTime (Asia/Bangkok)\r\n2026-11-25 00:30:05\r\n',
    );
    expect(toCsv(columns, rows, exportWords('zh', 'Europe/Berlin'))).toBe(
      '\uFEFF时间 (Europe/Berlin)\r\n2026-11-24 18:30:05\r\n',
    );
    expect(exportWords('en', 'Asia/Bangkok').moment(null)).toBeNull();
  });
});

interface Row {
  status: string;
  category: string;
}
type Words = ReturnType<typeof exportWords>;
