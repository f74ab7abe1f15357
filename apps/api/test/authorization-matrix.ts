import { API_KEY_AREAS } from '@adportal/permissions';
import { expect, it } from 'vitest';
import type { TestClient } from './helper.ts';

/**
 * The callers every route is walked with: no token, another advertiser, read-only, full role, operator, and a
 * script with the full user's read-write API key of every area a key can reach (walked last).
 */
export const CALLER_KINDS = ['none', 'otherAdvertiser', 'readOnly', 'full', 'operator', 'apiKey'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];
export type CallerTokens = Record<Exclude<CallerKind, 'none'>, string>;

export interface MatrixRow<Context> {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ctx: Context) => string;
  body?: (ctx: Context) => Record<string, unknown>;
  /** A body sent as it is, such as a multipart upload, instead of JSON. */
  raw?: (ctx: Context) => { body: Buffer; contentType: string };
  /**
   * The answer each caller gets. The API key acts as the full user within its areas, so it expects the full
   * user's answer unless the row says otherwise (people-only routes, areas no key reaches, a row the full user
   * already changed).
   */
  expected: Record<Exclude<CallerKind, 'apiKey'>, number> & { apiKey?: number };
}

/** A read-write API key of the full user, for every area a key can reach: the matrix's sixth caller. */
export async function fullUsersApiKey(client: TestClient, fullToken: string): Promise<string> {
  const created = await client.post(
    '/api/api-keys',
    { name: 'Matrix script', scope: 'read_write', areas: [...API_KEY_AREAS], expires_on: null },
    { token: fullToken },
  );
  if (created.statusCode !== 201) throw new Error(`API key: ${created.body}`);
  return created.json<{ secret: string }>().secret;
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
      expect(seen, `answers: ${JSON.stringify(seen)}`).toEqual({
        ...row.expected,
        apiKey: row.expected.apiKey ?? row.expected.full,
      });
    });
  }
}
