import type { FastifyReply, FastifyRequest } from 'fastify';

// LOG_FORMAT=pretty (the default of `npm start`): the same pino records, redacted by the same serializers,
// printed as one short line each for the person watching the terminal instead of pino's JSON.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every record has or that a line shows in its own place. */
const SHOWN_APART = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);
const RED = '\x1b[31m';
const YELLOW = '\x1b[33m';
const DIM = '\x1b[2m';
const RESET = '\x1b[0m';

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

function paint(text: string, code: string | undefined, color: boolean): string {
  return color && code ? `${code}${text}${RESET}` : text;
}

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

function extras(record: LogRecord): string {
  const fields = Object.entries(record).filter(([key]) => !SHOWN_APART.has(key));
  return fields
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}

/** One pino JSON line as a person reads it: `20:15:03 GET /api/me 200 4 ms`, `20:15:04 WARN  message key=value`. */
export function formatLogLine(line: string, { color = false }: { color?: boolean } = {}): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.trimEnd();
  }
  const time = paint(clock(record.time), DIM, color);
  const level = record.level ?? 30;
  if (record.req && record.res) {
    const status = record.res.statusCode ?? 0;
    const statusColor = status >= 500 ? RED : status >= 400 ? YELLOW : undefined;
    const took = record.responseTime === undefined ? '' : ` ${Math.round(record.responseTime)} ms`;
    return `${time} ${record.req.method ?? ''} ${record.req.url ?? ''} ${paint(String(status), statusColor, color)}${took}`;
  }
  const levelColor = level >= 50 ? RED : level >= 40 ? YELLOW : undefined;
  const label = paint((LEVELS[level] ?? String(level)).padEnd(5), levelColor, color);
  const rest = extras(record);
  let text = `${time} ${label} ${record.msg ?? ''}${rest ? ` ${paint(rest, DIM, color)}` : ''}`;
  if (record.err) {
    const { type, message, stack } = record.err;
    const detail = stack ?? `${type ?? 'Error'}: ${message ?? ''}`;
    text += `\n${detail
      .split('\n')
      .map((part) => `    ${part}`)
      .join('\n')}`;
  }
  return text;
}

/** A pino destination that prints every record through formatLogLine (colours when the terminal has them; Node honours NO_COLOR). */
export function prettyLogStream(out: NodeJS.WriteStream = process.stdout) {
  const color = Boolean(out.isTTY && out.hasColors?.());
  return { write: (line: string) => void out.write(`${formatLogLine(line, { color })}\n`) };
}

/** Hashed files of the built app: their successful loads say nothing a person needs to read. */
function isQuietAsset(request: FastifyRequest, reply: FastifyReply): boolean {
  return reply.statusCode < 400 && (request.url.startsWith('/assets/') || request.url === '/favicon.svg');
}

/**
 * In pretty mode Fastify's own two records per request (incoming, completed) are off; this hook writes one,
 * after the answer, through the same req/res serializers (URLs pass redactTokens there).
 */
export async function logRequestLine(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isQuietAsset(request, reply)) return;
  const level = reply.statusCode >= 500 ? 'error' : 'info';
  request.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
}
