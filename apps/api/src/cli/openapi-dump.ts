// `tsx src/cli/openapi-dump.ts <file>`: writes the OpenAPI description the server serves at /api/openapi.json,
// without a server, a database server or the demo data: the app is built on an empty in-memory PGlite (it must be
// ready, so its database is migrated) and asked for its description. The typed client (packages/client) is
// generated from it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: tsx src/cli/openapi-dump.ts <file.json>');
  process.exit(2);
}

const uploads = mkdtempSync(join(tmpdir(), 'adportal-openapi-'));
const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', UPLOADS_DIR: uploads });
const database = await openDatabase({});
try {
  await database.migrate();
  // No secret is used to describe the routes; one is needed to build them.
  const app = await buildApp({
    config: { ...env, appSecret: 'openapi-dump-'.padEnd(40, '0') },
    database,
    logger: false,
  });
  try {
    await app.ready();
    writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
}
