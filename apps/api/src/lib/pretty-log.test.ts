import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../app.ts';
import { formatLogLine, logRequestLine } from './pretty-log.ts';

const at = new Date(2026, 10, 24, 20, 15, 3).getTime();

describe('pretty logs (LOG_FORMAT=pretty)', () => {
  it('prints a request as one line: time, method, URL, status and duration', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'abc',
      req: { method: 'GET', url: '/api/me' },
      res: { statusCode: 200 },
      responseTime: 3.6,
      msg: 'request completed',
    });
    expect(formatLogLine(line)).toBe('20:15:03 GET /api/me 200 4 ms');
  });

  it('prints other records with their level, message and fields, and an error with its stack below', () => {
    const warn = JSON.stringify({ level: 40, time: at, pid: 1, msg: 'web app not built', distDir: '/x' });
    expect(formatLogLine(warn)).toBe('20:15:03 WARN  web app not built distDir=/x');
    const error = JSON.stringify({
      level: 50,
      time: at,
      msg: 'shutdown failed',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at main.ts:1' },
    });
    expect(formatLogLine(error)).toBe(
      '20:15:03 ERROR shutdown failed\n    Error: boom\n        at main.ts:1',
    );
  });

  it('colours warnings and failed requests only when asked, and passes a line that is not JSON through', () => {
    const failed = JSON.stringify({
      level: 50,
      time: at,
      req: { method: 'POST', url: '/x' },
      res: { statusCode: 500 },
    });
    expect(formatLogLine(failed, { color: true })).toContain('\x1b[31m500\x1b[0m');
    expect(formatLogLine(failed)).not.toContain('\x1b[');
    expect(formatLogLine('plain text\n')).toBe('plain text');
  });

  it('writes one redacted line per request through the app serializers, and none for a loaded asset', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        ...(loggerOptions({ LOG_LEVEL: 'info' }) as object),
        stream: { write: (line: string) => lines.push(line) },
      },
      logController: new LogController({ disableRequestLogging: true }),
    });
    app.addHook('onResponse', logRequestLine);
    app.get('/reset-password/:token', async () => 'page');
    app.get('/assets/:file', async () => 'asset');
    app.get('/fails', async () => {
      throw new Error('nope');
    });
    const token = 'Zk3x9QpL2mN8vB4cR7tY1wE6uI0oA5sD';
    await app.inject({ url: `/reset-password/${token}` });
    await app.inject({ url: '/assets/index-abc.js' });
    await app.inject({ url: '/fails' });
    await app.close();

    const requests = lines.map((line) => formatLogLine(line)).filter((line) => / \d{3}( |$)/.test(line));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d GET \/reset-password\/\S+ 200 \d+ ms$/);
    expect(requests[0]).not.toContain(token);
    expect(requests[1]).toMatch(/GET \/fails 500/);
    expect(lines.join('\n')).not.toContain('/assets/');
  });
});
