import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

/** Where dates and numbers may be formatted by hand: the formatting module itself (ADR 14). */
const ALLOWED = new Set(['lib/format.ts', 'lib/numbers.ts']);

/** Ways to write a date, a time or a number that bypass lib/format.ts (the browser's zone, its calendar). */
const FORBIDDEN = [
  /\.toLocale(Date|Time)?String\(/,
  /new Intl\.(DateTimeFormat|NumberFormat)\(/,
  /type="(date|datetime-local|time)"/,
];

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the one formatting module', () => {
  it('is the only place that formats dates, times and numbers, and no field is a native date input', () => {
    const offenders = sources(SOURCE).flatMap((path) => {
      const file = relative(SOURCE, path).replaceAll('\\', '/');
      if (ALLOWED.has(file)) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          FORBIDDEN.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        );
    });
    expect(offenders).toEqual([]);
  });
});
