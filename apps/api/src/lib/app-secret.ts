import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns the configured secret, or outside production one generated once and kept in the data folder,
 * so `npm start` needs no setup and restarts keep cookies and encrypted values readable.
 */
export function resolveAppSecret(
  configured: string | undefined,
  dataDir: string,
  production: boolean,
): string {
  if (configured) return configured;
  if (production) throw new Error('APP_SECRET is required when NODE_ENV=production');
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
