// `npm run ledger:verify`: walks every advertiser's ledger and checks that each row's before is the previous
// row's after and after = before + amount, so that every balance (the last row's after) is proven.
// It checks the database `npm start` uses (DATA_DIR resolved from where the command was typed, or
// DATABASE_URL), says which, and never creates one: a missing PGlite folder is an error, not "0 rows".
// Exits 1 when the ledger is broken. With PGlite, stop the server first (one process per data folder).
import { existsSync } from 'node:fs';
import { formatUsdt } from '@adportal/contracts';
import { parseEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import { backupTarget, CliError, describeTarget, refuseHeldPgliteFolder } from './backup-target.ts';

const config = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const target = backupTarget(config);

async function verify(): Promise<number> {
  if (target.kind === 'pglite') {
    if (!existsSync(target.dir)) {
      throw new CliError(
        `No database at ${target.dir}. Start the server once (npm start), or set DATA_DIR or DATABASE_URL to the database to check.`,
      );
    }
    refuseHeldPgliteFolder(target.dir);
  }
  console.info(`Checking the ledger of the ${describeTarget(target)}`);
  const database = await openDatabase({
    url: target.kind === 'postgres' ? target.url : undefined,
    pgliteDir: target.kind === 'pglite' ? target.dir : undefined,
  });
  try {
    const ledger = new LedgerService({ timeZone: config.PLATFORM_TIMEZONE });
    const started = performance.now();
    const result = await ledger.verify(database.db);
    const ms = Math.round(performance.now() - started);
    if (result.broken.length > 0) {
      console.error(`Ledger BROKEN: ${result.broken.length} of ${result.rows} rows do not add up:`);
      for (const row of result.broken)
        console.error(`  advertiser ${row.advertiserId} seq ${row.seq}: ${row.problem}`);
      return 1;
    }
    console.info(
      `Ledger sound: ${result.rows} rows of ${result.advertisers} advertisers checked in ${ms} ms.`,
    );
    // A readable sample of the balances it proved.
    const sample = await database.db.query.advertisers.findMany({
      columns: { id: true, companyName: true },
      limit: 5,
    });
    for (const advertiser of sample) {
      const balance = await ledger.balanceOf(database.db, advertiser.id);
      console.info(
        `  ${advertiser.companyName}: current ${formatUsdt(balance.currentMicros)} USDT, temporary ${formatUsdt(balance.temporaryMicros)} USDT`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await verify();
} catch (error) {
  console.error(error instanceof CliError ? error.message : error);
  process.exitCode = 1;
}
