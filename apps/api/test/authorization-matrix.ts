import { expect, it } from 'vitest';
import type { TestClient } from './helper.ts';

/** The callers every route is walked with: no token, another advertiser, read-only, full role, operator. */
export const CALLER_KINDS = ['none', 'otherAdvertiser', 'readOnly', 'full', 'operator'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];
export type CallerTokens = Record<Exclude<CallerKind, 'none'>, string>;

export interface MatrixRow<Context> {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ctx: Context) => string;
  body?: (ctx: Context) => Record<string, unknown>;
  /** A body sent as it is, such as a multipart upload, instead of JSON. */
  raw?: (ctx: Context) => { body: Buffer; contentType: string };
  expected: Record<CallerKind, number>;
}

/** One test per row: every caller kind in turn, the status codes compared as a whole. */
export function walkMatrix<Context>(
  client: () => TestClient,
  rows: MatrixRow<Context>[],
  tokens: CallerTokens,
  ctx: Context,
) {
  for (const row of rows) {
    it(`${row.method} ${row.route}`, async () => {
      const seen: Record<string, number> = {};
      for (const kind of CALLER_KINDS) {
        const raw = row.raw?.(ctx);
        const response = await client().request(row.method, row.url(ctx), {
          ...(kind === 'none' ? {} : { token: tokens[kind] }),
          ...(row.body ? { body: row.body(ctx) } : {}),
          ...(raw
            ? { body: raw.body as unknown as string, headers: { 'content-type': raw.contentType } }
            : {}),
        });
        seen[kind] = response.statusCode;
      }
      expect(seen).toEqual(row.expected);
    });
  }
}
