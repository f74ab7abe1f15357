import { isIsoDay } from './report-format.ts';

/** The page sizes every report offers. */
export const REPORT_PAGE_SIZES = [10, 25, 50, 100] as const;

/** One of `values`, or '' when the address holds something else. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.includes(value as T) ? (value as T) : '';
}

/** A day of the address (YYYY-MM-DD), or '' when missing or malformed. */
export function dayParam(params: URLSearchParams, key: string): string {
  const value = params.get(key);
  return isIsoDay(value) ? value : '';
}

export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function pageSizeParam(params: URLSearchParams, fallback: number): number {
  const size = Number(params.get('page_size'));
  return (REPORT_PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
}

/** A query string of the values that are set (the address keeps only what differs from the defaults). */
export function searchOf(values: Record<string, string | number | null | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}
