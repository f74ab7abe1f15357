// `npm run openapi:dump [-- <file>]`: writes the OpenAPI description (what /api/openapi.json serves) without a
// server: the app is built on an in-memory PGlite database and asked for its document. Used by `check:openapi`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const [file] = process.argv.slice(2);
const env = parseEnv({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'adportal-openapi-')),
});
const database = await openDatabase({});
await database.migrate();
const app = await buildApp({
  config: { ...env, appSecret: 'openapi-dump-secret-0123456789abcdef' },
  database,
  logger: false,
});
try {
  await app.ready();
  const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  if (file) writeFileSync(file, text);
  else process.stdout.write(text);
} finally {
  await app.close();
  await database.close();
}
