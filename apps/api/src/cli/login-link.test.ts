// `npm run login-link` as an operator runs it: the link names the address of PUBLIC_URL, or of PORT on this
// machine, whichever the shell gives it (as the server would).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmRun } from '../../test/commands.ts';
import { openTestDatabase, startTestApp } from '../../test/helper.ts';

describe('npm run login-link', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'adportal-login-link-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a link on PORT, or under PUBLIC_URL when it is set', async () => {
    const database = await openTestDatabase('pglite', join(dataDir, 'pglite'));
    const client = await startTestApp('pglite', { database });
    const operator = 'olga@example.com';
    let advertiser: string;
    try {
      advertiser = (await client.register()).email;
      await client.app.services.operators.create({ name: 'Olga', email: operator, password: 'Ops#12345' });
    } finally {
      await client.close();
    }

    const onPort = await npmRun('login-link', [advertiser, '--as', operator], {
      DATA_DIR: dataDir,
      PORT: '3217',
    });
    expect(onPort.code, onPort.stderr).toBe(0);
    expect(onPort.stdout).toMatch(/^http:\/\/localhost:3217\/login-bypass\/[A-Za-z0-9_-]{43}$/m);

    const published = await npmRun('login-link', [advertiser, '--as', operator], {
      DATA_DIR: dataDir,
      PORT: '3217',
      PUBLIC_URL: 'https://ads.example.com/',
    });
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toMatch(/^https:\/\/ads\.example\.com\/login-bypass\/[A-Za-z0-9_-]{43}$/m);
  }, 600_000); // processes started, on a loaded machine: minutes
});
