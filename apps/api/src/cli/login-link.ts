// `npm run login-link -- <user email> --as <operator email>`: prints a one-time, 10-minute sign-in link for
// an advertiser user, created on behalf of a platform operator (recorded on the session and in the action log).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { parseEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { resolveAppSecret } from '../lib/app-secret.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { as: { type: 'string' } },
});
const [email] = positionals;
if (!email || !values.as) {
  console.error('Usage: npm run login-link -- <user email> --as <operator email>');
  process.exit(2);
}

const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const config = {
  ...env,
  appSecret: resolveAppSecret(env.APP_SECRET, env.DATA_DIR, env.NODE_ENV === 'production'),
};
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') });
await database.migrate();
const app = await buildApp({ config, database, logger: false });
try {
  const operator = await app.services.team.findByEmail(database.db, values.as.trim().toLowerCase());
  if (operator?.role.kind !== 'platform' || operator.user.status !== 'active') {
    console.error(`No active platform operator with the email ${values.as}`);
    process.exitCode = 1;
  } else {
    const actor = { userId: operator.user.id, name: operator.user.name, impersonatorUserId: null };
    const link = await app.services.loginBypass.create(actor, email.trim().toLowerCase());
    console.info(
      `Sign-in link for ${link.user.name} <${link.user.email}> (valid until ${link.expires_at}, once):`,
    );
    console.info(link.url);
  }
} catch (error) {
  console.error(
    error instanceof Error && error.message === 'NOT_FOUND' ? `No active advertiser user ${email}` : error,
  );
  process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
}
