import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The success response of an export route in the OpenAPI description: the file, not JSON. */
export const EXPORT_FILE_RESPONSE = {
  description: 'The rows as a CSV (UTF-8) or XLSX file',
  content: {
    'text/csv': { schema: z.string() },
    [XLSX]: { schema: z.string().meta({ format: 'binary' }) },
  },
};

export interface ExportColumn<Row> {
  header: string;
  value(row: Row): string | number | null;
  /** Excel column width in characters. */
  width?: number;
}

/** More rows than a spreadsheet is useful for: the filter should be narrowed instead. */
export const EXPORT_ROW_LIMIT = 50_000;

/** What spreadsheet apps read as the start of a formula (OWASP CSV injection): =, +, -, @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed amount such as -12.500000 is a number, not a formula, and stays as it is. */
const PLAIN_NUMBER = /^[-+]?\d+(?:\.\d+)?$/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV (UTF-8 with BOM, so spreadsheet apps read Thai and Chinese right). */
export function toCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function toXlsx<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends the rows as a download named `<name>.<format>`. */
export async function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  name: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
) {
  const filename = `${name}.${format}`;
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(columns, rows));
  return reply.type(XLSX).send(await toXlsx(name, columns, rows));
}

async function* csvLines<Row>(columns: readonly ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  yield `\uFEFF${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
  let chunk = '';
  for await (const row of rows) {
    chunk += `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`;
    // Fewer, larger writes: a socket write per row costs more than the row.
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

function xlsxStream<Row>(
  name: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of rows) sheet.addRow(columns.map((column) => column.value(row))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * Sends rows read as they come (an async iterable: a keyset cursor over the database) as a download, so an
 * export of a million rows holds one batch in memory, not the file.
 */
export function streamExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  name: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  reply.header('content-disposition', `attachment; filename="${name}.${format}"`);
  if (format === 'csv')
    return reply.type('text/csv; charset=utf-8').send(Readable.from(csvLines(columns, rows)));
  return reply.type(XLSX).send(xlsxStream(name, columns, rows));
}
