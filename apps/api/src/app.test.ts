import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestApp } from '../test/helper.ts';
import { loggerOptions } from './app.ts';

describe('logs', () => {
  it('never carry passwords, tokens or cookies', async () => {
    const lines: string[] = [];
    const client = await startTestApp('pglite', {
      logger: {
        ...(loggerOptions({ LOG_LEVEL: 'debug' }) as object),
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    try {
      const { email, password } = await client.register();
      const grant = await client.login(email, password, true);
      await client.get(`/api/find-token/${grant.access_token}`, { remember: grant.remember_token! });
      await client.get('/api/me', { token: grant.access_token });
      await client.post('/api/auth/login', { email, password: 'Wrong#Password1' });
      const log = lines.join('\n');
      expect(log).toContain('/api/find-token/[redacted]');
      for (const secret of [password, 'Wrong#Password1', grant.access_token, grant.remember_token!]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await client.close();
    }
  });
});

describe('embedded database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'adportal-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every account across a restart on the same data folder', async () => {
    const first = await startTestApp('pglite', {
      database: await openTestDatabase('pglite', join(dir, 'db')),
    });
    const account = await first.register();
    await first.close();

    const second = await startTestApp('pglite', {
      database: await openTestDatabase('pglite', join(dir, 'db')),
    });
    try {
      const grant = await second.login(account.email, account.password);
      expect(grant.user_data.id).toBe(account.user_id);
    } finally {
      await second.close();
    }
  });
});
