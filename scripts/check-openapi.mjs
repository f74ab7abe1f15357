// `npm run check:openapi`: writes the OpenAPI description without a server (apps/api/src/cli/openapi-dump.ts:
// the app on an in-memory database) and lints it with Redocly's recommended rules as redocly.yaml sets them.
// Exits 1 on any error or warning.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'adportal-openapi-'));
const file = join(dir, 'openapi.json');
const bin = (name) => join(ROOT, 'node_modules/.bin', name);
try {
  execFileSync(bin('tsx'), ['apps/api/src/cli/openapi-dump.ts', file], { cwd: ROOT, stdio: 'inherit' });
  // Redocly fails on errors only; a warning fails this check too, so the report is read as JSON.
  const lint = spawnSync(
    bin('redocly'),
    ['lint', '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '1000', file],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const { problems } = JSON.parse(lint.stdout);
  for (const problem of problems) {
    const where = problem.location?.[0]?.pointer ?? '';
    console.error(`${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`);
  }
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  console.info(`OpenAPI (Redocly lint): ${errors} errors, ${problems.length - errors} warnings`);
  if (problems.length > 0 || lint.status !== 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
