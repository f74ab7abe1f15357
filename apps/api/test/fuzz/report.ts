import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './openapi.ts';
import type { FuzzRequest } from './requests.ts';

interface FailureGroup {
  operation: string;
  kind: string;
  cause: string;
  count: number;
  fields: Set<string>;
  callers: Set<string>;
  statuses: Set<number>;
  request: string;
  response: string;
}

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** JSON-escapes control characters and lone surrogates so the report shows them. */
function visible(text: string, max: number) {
  return truncate(JSON.stringify(text).slice(1, -1), max);
}

/** A long cause cut in the middle: its head (what failed) and its tail (the root cause, e.g. PostgreSQL's words). */
function shorten(message: string, max = 420) {
  return message.length > max ? `${message.slice(0, 170)} … ${message.slice(-(max - 175))}` : message;
}

/**
 * The shape of a cause, for grouping: what failed (the head) and why (the tail, e.g. PostgreSQL's words), with
 * the values that vary between requests (ids, numbers, quoted text, query parameters) taken out.
 */
function signature(message: string) {
  const normalise = (text: string) =>
    text
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\d+/g, 'N');
  return message.length > 140
    ? `${normalise(message.slice(0, 80))}…${normalise(message.slice(-40))}`
    : normalise(message);
}

/** Counts every answer, and groups the 5xx ones by operation, kind of input and cause. */
export class FuzzReport {
  private sent = 0;
  private readonly byClass: Record<string, number> = {};
  private readonly byStatus: Record<string, number> = {};
  private readonly groups = new Map<string, FailureGroup>();
  private readonly slow: { ms: number; what: string }[] = [];
  private readonly requestIds = new Set<string>();
  /** Per operation: requests that got past validation and authorization (answered by the handler). */
  private readonly reached = new Map<string, number>();
  /** Per operation: what refused its otherwise valid requests (status code, field paths). */
  private readonly refusedValid = new Map<string, Map<string, number>>();
  private readonly statusesOf = new Map<string, Record<string, number>>();

  constructor(
    private readonly database: string,
    private readonly seed: number,
    private readonly errorLogs: Map<string, string[]>,
  ) {}

  record(
    operation: Operation,
    request: FuzzRequest,
    response: LightMyRequestResponse | undefined,
    thrown: unknown,
    ms: number,
  ) {
    this.sent++;
    const status = response?.statusCode ?? 0;
    const statusClass = response ? `${Math.floor(status / 100)}xx` : 'thrown';
    this.byClass[statusClass] = (this.byClass[statusClass] ?? 0) + 1;
    this.byStatus[String(status)] = (this.byStatus[String(status)] ?? 0) + 1;
    const what = `${operation.key} ${request.kind} as ${request.caller}`;
    if (ms > 1_000) this.slow.push({ ms: Math.round(ms), what });
    if (response) this.trackDepth(operation, request, response);
    const requestId = String(response?.headers['x-request-id'] ?? '');
    if (requestId) this.requestIds.add(requestId);
    if (response && status < 500) return;

    const logged = this.errorLogs.get(requestId) ?? [];
    const cause = thrown
      ? `inject threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`
      : logged.join(' | ') || '(nothing logged)';
    const key = `${operation.key} | ${request.kind} | ${signature(cause)}`;
    let group = this.groups.get(key);
    if (!group) {
      const payload =
        request.payload === undefined
          ? ''
          : Buffer.isBuffer(request.payload)
            ? ` body(${request.payload.length} bytes)=${visible(request.payload.toString('latin1'), 300)}`
            : ` body=${visible(request.payload, 300)}`;
      group = {
        operation: operation.key,
        kind: request.kind,
        cause,
        count: 0,
        fields: new Set(),
        callers: new Set(),
        statuses: new Set(),
        request:
          `${request.method} ${visible(request.url, 300)} [caller ${request.caller}` +
          `${request.authorization ? ', own Authorization' : ''}` +
          `${request.headers['content-type'] ? `, ${request.headers['content-type']}` : ''}]${payload}`,
        response: response ? `${status} ${truncate(response.body, 300)}` : '(no response)',
      };
      this.groups.set(key, group);
    }
    group.count++;
    if (request.field) group.fields.add(request.field);
    group.callers.add(request.caller);
    group.statuses.add(status);
  }

  private trackDepth(operation: Operation, request: FuzzRequest, response: LightMyRequestResponse) {
    let code = '';
    let fields = '';
    try {
      const body = JSON.parse(response.body) as { code?: string; fields?: { path: string }[] };
      code = body.code ?? '';
      fields = (body.fields ?? []).map((field) => field.path).join(',');
    } catch {
      // not JSON
    }
    const status = response.statusCode;
    const refused =
      [400, 413, 414, 415].includes(status) ||
      ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'].includes(code);
    if (!refused) this.reached.set(operation.key, (this.reached.get(operation.key) ?? 0) + 1);
    const histogram = this.statusesOf.get(operation.key) ?? {};
    const label = `${status}${code ? ` ${code}` : ''}`;
    histogram[label] = (histogram[label] ?? 0) + 1;
    this.statusesOf.set(operation.key, histogram);
    if (
      request.kind === 'valid' &&
      request.caller !== 'none' &&
      refused &&
      status !== 401 &&
      status !== 403
    ) {
      const reasons = this.refusedValid.get(operation.key) ?? new Map<string, number>();
      const reason = `${status} ${code} ${fields}`.trim();
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      this.refusedValid.set(operation.key, reasons);
    }
  }

  /** Operations no request got past validation and authorization, and why valid-shaped ones were refused. */
  depth(operations: Operation[]) {
    const lines: string[] = [];
    for (const operation of operations) {
      if (this.reached.get(operation.key)) continue;
      const reasons = [...(this.refusedValid.get(operation.key) ?? [])].map(([r, n]) => `${r} ×${n}`);
      lines.push(
        `    ${operation.key} ${JSON.stringify(this.statusesOf.get(operation.key) ?? {})}${reasons.length ? ` (valid-shaped refused: ${reasons.join('; ')})` : ''}`,
      );
    }
    return lines;
  }

  summary(extra: {
    seconds: number;
    operations: number;
    budgets: number[];
    restoredCallers: number;
    pools: Record<string, number>;
    unmatchedPatterns: string[];
  }) {
    const unattributed = [...this.errorLogs].filter(
      ([id]) => !this.requestIds.has(id) && !id.startsWith('#'),
    );
    const lines = [
      `contract fuzz [${this.database}] seed=${this.seed} (replay: FUZZ_SEED=${this.seed})`,
      `  ${extra.operations} operations, ${Math.min(...extra.budgets)}–${Math.max(...extra.budgets)} requests each (+ priming): ${this.sent} requests in ${extra.seconds.toFixed(1)} s`,
      `  by class: ${JSON.stringify(this.byClass)}`,
      `  by status: ${JSON.stringify(this.byStatus)}`,
      `  callers restored after fuzzed requests changed them: ${extra.restoredCallers}`,
      `  value pools: ${JSON.stringify(extra.pools)}`,
      `  distinct 5xx (operation + kind of input + cause): ${this.groups.size}`,
    ];
    if (extra.unmatchedPatterns.length)
      lines.push(
        `  patterns without a valid sample (add one to values.ts): ${extra.unmatchedPatterns.join(', ')}`,
      );
    if (this.slow.length) {
      const slowest = [...this.slow].sort((a, b) => b.ms - a.ms).slice(0, 5);
      lines.push(`  slow (> 1 s): ${slowest.map((s) => `${s.what} ${s.ms} ms`).join('; ')}`);
    }
    if (unattributed.length) {
      lines.push('  errors logged outside fuzzed requests (provider callbacks, background work):');
      for (const [id, messages] of unattributed.slice(0, 10))
        lines.push(`    ${id}: ${truncate(messages.join(' | '), 300)}`);
    }
    return lines.join('\n');
  }

  /** The report of every distinct 5xx, or undefined when there were none. */
  failures(): string | undefined {
    if (this.groups.size === 0) return undefined;
    const groups = [...this.groups.values()].sort(
      (a, b) => a.operation.localeCompare(b.operation) || a.kind.localeCompare(b.kind),
    );
    const lines = [
      `${groups.length} distinct 5xx answers [${this.database}], seed ${this.seed} (replay: FUZZ_SEED=${this.seed}):`,
    ];
    for (const group of groups) {
      lines.push(
        '',
        `${group.operation} — ${group.kind} (${group.count}×; status ${[...group.statuses].join(', ')}; callers ${[...group.callers].join(', ')}${group.fields.size ? `; fields ${[...group.fields].slice(0, 6).join(', ')}` : ''})`,
        `  cause:    ${visible(shorten(group.cause), 600)}`,
        `  request:  ${group.request}`,
        `  response: ${group.response}`,
      );
    }
    return lines.join('\n');
  }
}
