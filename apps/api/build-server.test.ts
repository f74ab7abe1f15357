// `npm start` rebuilds the server's bundle only when a source is newer (build-server.mjs): what counts as a source,
// and what the build holds.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_DIR, buildServer, serverBuildStale, staleReason } from './build-server.mjs';

describe('staleReason', () => {
  const sources = [
    { path: 'a.ts', mtimeMs: 1000 },
    { path: 'b.ts', mtimeMs: 3000 },
  ];

  it('says there is no build, names the first source newer than it, or finds it up to date', () => {
    expect(staleReason(undefined, sources)).toBe('no build yet');
    expect(staleReason(2000, sources)).toBe('b.ts changed');
    expect(staleReason(3000, sources)).toBeNull();
    expect(staleReason(5000, [])).toBeNull();
  });
});

describe('serverBuildStale on a repository tree', () => {
  const root = mkdtempSync(join(tmpdir(), 'adportal-build-stale-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const bundle = join(root, 'apps/api/dist/main.js');
  /** Writes a file (folders made) dated `seconds` after the epoch. */
  const file = (path: string, seconds: number) => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, seconds, seconds);
  };

  it('is stale without a bundle, after a server or workspace-package source changed, never for tests', () => {
    file('apps/api/src/main.ts', 100);
    file('apps/api/src/db/migrations/0001_x.sql', 100);
    file('packages/contracts/src/index.ts', 100);
    file('packages/contracts/package.json', 100);
    expect(serverBuildStale({ root, bundle })).toBe('no build yet');

    file('apps/api/dist/main.js', 200);
    expect(serverBuildStale({ root, bundle })).toBeNull();

    // Tests, node_modules and the web app are not in the bundle.
    file('apps/api/src/db/seed.test.ts', 300);
    file('packages/contracts/src/values.test.ts', 300);
    file('apps/api/src/node_modules/x/index.js', 300);
    file('apps/web/src/main.tsx', 300);
    expect(serverBuildStale({ root, bundle })).toBeNull();

    file('apps/api/src/db/migrations/0002_y.sql', 300);
    expect(serverBuildStale({ root, bundle })).toBe('apps/api/src/db/migrations/0002_y.sql changed');
    file('apps/api/dist/main.js', 400);
    file('packages/contracts/package.json', 500);
    expect(serverBuildStale({ root, bundle })).toBe('packages/contracts/package.json changed');
  });
});

describe('buildServer', () => {
  const outdir = join(API_DIR, 'dist', `test-${process.pid}-${Date.now()}`);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('bundles our code and the workspace packages, leaves every other package to node_modules, copies the migrations', async () => {
    await buildServer({ outdir });
    const code = readFileSync(join(outdir, 'main.js'), 'utf8');
    // The workspace packages export TypeScript, which plain node cannot load: they must be inside.
    expect(code).not.toMatch(/from ["']@adportal\//);
    expect(code).not.toMatch(/(from |import\()["']tsx/);
    expect(code).toMatch(/from ["']fastify["']/);
    expect(code).toMatch(/from ["']@electric-sql\/pglite["']/);
    // The i18n catalogues are inlined (a message of the English one).
    expect(code).toContain('"INSUFFICIENT_BALANCE"');
    expect(existsSync(join(outdir, 'migrations/meta/_journal.json'))).toBe(true);
    expect(serverBuildStale({ bundle: join(outdir, 'main.js') })).toBeNull();
  }, 60_000);
});
