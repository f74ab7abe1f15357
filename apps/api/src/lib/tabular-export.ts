import { PassThrough, Readable } from 'node:stream';
import { type CatalogueNameKind, catalogueNameKey, type Language } from '@adportal/contracts';
import { hasKey, translate } from '@adportal/i18n';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from './request-language.ts';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The success response of an export route in the OpenAPI description: the file, not JSON. */
export const EXPORT_FILE_RESPONSE = {
  description: 'The rows as a CSV (UTF-8) or XLSX file',
  content: {
    'text/csv': { schema: z.string() },
    [XLSX]: { schema: z.string().meta({ format: 'binary' }) },
  },
  headers: {
    'Content-Disposition': {
      type: 'string',
      description: '`attachment; filename="<name>.csv"` (or `.xlsx`): the file to save',
    },
  },
};

export interface ExportColumn<Row> {
  /** The column's name under `exportColumns` in the message catalogues, written in the caller's language. */
  header: string;
  /** The cell; statuses and types through `words`, in the language of the request. */
  value(row: Row, words: ExportWords): string | number | null;
  /** Excel column width in characters. */
  width?: number;
}

/**
 * The values a person reads in an export (a status, a type, a category), in the caller's language
 * (Accept-Language): the words the screens show for them, from the same message catalogues.
 */
export interface ExportWords {
  /** `value` under a catalogue prefix (`ad.statuses` + `approved` → "Approved"); the value itself if unknown. */
  of(prefix: string, value: string): string;
  /** An ad size's or category's name, as the screens name it. */
  catalogueName(kind: CatalogueNameKind, name: string): string;
  /** A column's heading (`exportColumns.<header>`, a moment's naming the zone); the key itself if unknown. */
  header(header: string): string;
  /** An instant as the platform's wall-clock time, `YYYY-MM-DD HH:mm:ss`, as the screens show it. */
  moment(at: Date | string | null): string | null;
}

/** The words of one export: its language, and the platform's time zone for moments (the app's `platformTimeZone`). */
export function exportWords(language: Language, timeZone: string): ExportWords {
  const known = (key: string, fallback: string, params?: Record<string, string>) =>
    hasKey(key) ? translate(language, key, params) : fallback;
  const clock = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return {
    of: (prefix, value) => known(`${prefix}.${value}`, value),
    catalogueName: (kind, name) => known(catalogueNameKey(kind, name), name),
    header: (header) => known(`exportColumns.${header}`, header, { zone: timeZone }),
    moment: (at) => {
      if (at === null) return null;
      const parts = clock.formatToParts(typeof at === 'string' ? new Date(at) : at);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value;
      return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
    },
  };
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
export function toCsv<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  words: ExportWords,
): string {
  const lines = [columns.map((column) => csvCell(words.header(column.header))).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row, words))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * ExcelJS and its 400 files load at the first spreadsheet, not at every start of the server (see
 * docs/operations.md, "Restart time").
 */
async function excel() {
  return (await import('exceljs')).default;
}

export async function toXlsx<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  words: ExportWords,
): Promise<Buffer> {
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: words.header(column.header),
    width: column.width ?? 18,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row, words)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The words of the request the reply answers (its Accept-Language, as the web sends it), moments on the platform's clock. */
function wordsOf(reply: FastifyReply): ExportWords {
  return exportWords(
    requestLanguage(reply.request.headers['accept-language']),
    reply.server.platformTimeZone,
  );
}

/** Sends the rows as a download named `<name>.<format>`, statuses and types in the request's language. */
export async function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  name: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
) {
  const filename = `${name}.${format}`;
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  const words = wordsOf(reply);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(columns, rows, words));
  return reply.type(XLSX).send(await toXlsx(name, columns, rows, words));
}

async function* csvLines<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  words: ExportWords,
) {
  yield `\uFEFF${columns.map((column) => csvCell(words.header(column.header))).join(',')}\r\n`;
  let chunk = '';
  for await (const row of rows) {
    chunk += `${columns.map((column) => csvCell(column.value(row, words))).join(',')}\r\n`;
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
  words: ExportWords,
): Readable {
  const out = new PassThrough();
  (async () => {
    const ExcelJS = await excel();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useSharedStrings: false,
      useStyles: true,
    });
    const sheet = workbook.addWorksheet(name);
    sheet.columns = columns.map((column) => ({
      header: words.header(column.header),
      width: column.width ?? 18,
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const row of rows) sheet.addRow(columns.map((column) => column.value(row, words))).commit();
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
  const words = wordsOf(reply);
  if (format === 'csv')
    return reply.type('text/csv; charset=utf-8').send(Readable.from(csvLines(columns, rows, words)));
  return reply.type(XLSX).send(xlsxStream(name, columns, rows, words));
}
