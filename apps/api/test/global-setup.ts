// vitest's globalSetup: the migrated templates are made here, once, before the workers start (otherwise the
// first suites of both workers would each make them at the same time).
import { pgliteTemplateFile, postgresTemplate } from './database-templates.ts';

export default async function makeDatabaseTemplates() {
  await pgliteTemplateFile();
  if (process.env.TEST_DATABASE_URL) await postgresTemplate(process.env.TEST_DATABASE_URL);
}
