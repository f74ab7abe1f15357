import { startMailSpool } from './tests/mail-spool.ts';

/** One SMTP server for the run, on the port the e2e server sends to; every worker reads its mail (mail-spool.ts). */
export default async function globalSetup() {
  const url = process.env.E2E_SMTP_URL;
  const spool = process.env.E2E_MAIL_SPOOL;
  if (!url || !spool) throw new Error('E2E_SMTP_URL and E2E_MAIL_SPOOL are set by playwright.config.ts');
  const smtp = await startMailSpool(Number(new URL(url).port), spool);
  return () => smtp.close();
}
