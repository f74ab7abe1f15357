// `npm run ledger:verify`: walks every advertiser's ledger and checks that each row's before is the previous
// row's after and after = before + amount, so that every balance (the last row's after) is proven.
// Exits 1 and lists the rows when the ledger is broken. With PGlite, stop the server first (one process per
// data folder); with DATABASE_URL it runs beside the server.
import { join } from 'node:path';
import { formatUsdt } from '@adportal/contracts';
import { parseEnv } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';

const config = parseEnv({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') });
try {
  await database.migrate();
  const ledger = new LedgerService(config.PLATFORM_TIMEZONE);
  const started = performance.now();
  const result = await ledger.verify(database.db);
  const ms = Math.round(performance.now() - started);
  if (result.broken.length === 0) {
    console.info(
      `Ledger sound: ${result.rows} rows of ${result.advertisers} advertisers checked in ${ms} ms.`,
    );
  } else {
    console.error(`Ledger BROKEN: ${result.broken.length} of ${result.rows} rows do not add up:`);
    for (const row of result.broken)
      console.error(`  advertiser ${row.advertiserId} seq ${row.seq}: ${row.problem}`);
    process.exitCode = 1;
  }
  // A readable sample of the balances it proved.
  const balances = await database.db.query.advertisers.findMany({
    columns: { id: true, companyName: true },
    limit: 5,
  });
  for (const advertiser of balances) {
    const balance = await ledger.balanceOf(database.db, advertiser.id);
    console.info(
      `  ${advertiser.companyName}: current ${formatUsdt(balance.currentMicros)} USDT, temporary ${formatUsdt(balance.temporaryMicros)} USDT`,
    );
  }
} finally {
  await database.close();
}
