import { appendFileSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ReceivedMail, startSmtpFake } from '../../apps/api/test/smtp-fake.ts';

/**
 * The e2e server's mail, shared by every Playwright worker: one SMTP server (started by global-setup.ts on the
 * port of E2E_SMTP_URL) writes each email it receives as a line of `mail.jsonl` in E2E_MAIL_SPOOL, and each
 * worker's mailbox reads them from there. An email is taken once: the first worker to create its marker in
 * `taken/` has it, so two workers never get the same one.
 */
export async function startMailSpool(port: number, spool: string) {
  mkdirSync(join(spool, 'taken'), { recursive: true });
  writeFileSync(join(spool, 'mail.jsonl'), '');
  const smtp = await startSmtpFake(port, (mail) =>
    appendFileSync(join(spool, 'mail.jsonl'), `${JSON.stringify(mail)}\n`),
  );
  return smtp;
}

export interface Mailbox {
  /** The next email to `to` not yet taken (already received or still to come). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
}

export function spooledMailbox(spool: string): Mailbox {
  const take = (index: number) => {
    try {
      closeSync(openSync(join(spool, 'taken', String(index)), 'wx'));
      return true;
    } catch {
      return false;
    }
  };
  return {
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const lines = readFileSync(join(spool, 'mail.jsonl'), 'utf8').split('\n');
        for (const [index, line] of lines.entries()) {
          if (!line) continue;
          const mail = JSON.parse(line) as ReceivedMail;
          if (mail.to.includes(to) && take(index)) return mail;
        }
        if (Date.now() > deadline) throw new Error(`no email to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
