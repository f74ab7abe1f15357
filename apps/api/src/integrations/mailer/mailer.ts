import type { Language } from '@adportal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { redactTokens } from '../../lib/redact.ts';
import { type MailKind, renderMail } from './templates.ts';

export interface MailRequest {
  to: string;
  kind: MailKind;
  language: Language;
  params: Record<string, string>;
}

export interface Mailer {
  /**
   * `db`: the transaction the mail belongs to. The outbox writes its row there, so the mail and the change it
   * announces commit together — and on PGlite, whose one connection the open transaction holds, a write
   * outside it would wait forever.
   */
  send(request: MailRequest, db?: Executor): Promise<void>;
}

/** Where a mail sent after the answer (not awaited) reports that it failed: the request's logger. */
export interface MailErrorLog {
  error(details: object, message: string): void;
}

/** Sends over SMTP (nodemailer) to whatever server SMTP_URL names. */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | undefined;
  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(request: MailRequest): Promise<void> {
    const mail = renderMail(request.kind, request.language, request.params);
    // nodemailer loads with the first email rather than at every start of the server.
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.url),
    );
    await (await this.transport).sendMail({ from: this.from, to: request.to, ...mail });
  }
}

/**
 * Without SMTP: keeps each email in the outbox table, which operators read in /ops. A link in it carries a
 * secret (reset, invitation, confirmation): the outbox keeps it masked, so reading the outbox never gives an
 * operator someone else's account. Outside production and tests the real link is printed to the server's own
 * terminal, so a developer without a mail server can still follow it.
 */
export class OutboxMailer implements Mailer {
  /** Whether the terminal was told once that mail goes to the outbox (a first start queues many). */
  private told = false;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
    private readonly printLinksToTerminal = false,
  ) {}

  async send(request: MailRequest, db: Executor = this.db): Promise<void> {
    const mail = renderMail(request.kind, request.language, request.params);
    await db.insert(mailOutbox).values({
      to: request.to,
      kind: request.kind,
      language: request.language,
      subject: mail.subject,
      text: redactTokens(mail.text),
      html: redactTokens(mail.html),
    });
    if (this.told) this.log.debug({ kind: request.kind }, 'email kept in the outbox');
    else
      this.log.info(
        { kind: request.kind },
        'SMTP_URL is not set: emails are kept in the outbox with their links masked (operator console → Outbox)',
      );
    this.told = true;
    // Only links that sign someone in or set a password: a notification's link is an ordinary page.
    if (this.printLinksToTerminal && request.params.link && request.kind !== 'notification') {
      // The developer's console, not the structured log: logs are shipped and kept, a terminal is not.
      console.info(`[dev] ${request.kind} email to ${request.to}: ${request.params.link}`);
    }
  }
}
