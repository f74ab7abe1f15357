// vitest's globalSetup: the migrated templates are made here, once, before the workers start (otherwise the
// first suites of both workers would each make them at the same time).
// It also prints, at the end, how many answers the contract test checked against the OpenAPI description
// (test/openapi-contract.ts): the workers write their totals into a folder made here.
import { pgliteTemplateFile, postgresTemplate } from './database-templates.ts';
import { contractCountsFolder } from './openapi-contract.ts';

export default async function makeDatabaseTemplates() {
  const counts = contractCountsFolder();
  process.env.CONTRACT_COUNTS_DIR = counts.dir;
  await pgliteTemplateFile();
  if (process.env.TEST_DATABASE_URL) await postgresTemplate(process.env.TEST_DATABASE_URL);
  return () => {
    const { validated, undescribed } = counts.summary();
    console.info(
      `OpenAPI contract: ${validated} answers checked against the description (${undescribed} to URLs it does not describe)`,
    );
  };
}
