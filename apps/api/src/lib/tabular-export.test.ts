import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './tabular-export.ts';

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
    const csv = toCsv([{ header: 'name', value: (row: { name: string }) => row.name }], [{ name: '-1+1' }]);
    expect(csv).toBe("\uFEFFname\r\n'-1+1\r\n");
  });
});
