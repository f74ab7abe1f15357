import type { Language } from '@adportal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { type MailKind, renderMail } from './templates.ts';

export interface MailRequest {
  to: string;
  kind: MailKind;
  language: Language;
  params: Record<string, string>;
}

export interface Mailer {
  send(request: MailRequest): Promise<void>;
}

/** Sends over SMTP (nodemailer) to whatever server SMTP_URL names. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(request: MailRequest): Promise<void> {
    const mail = renderMail(request.kind, request.language, request.params);
    await this.transport.sendMail({ from: this.from, to: request.to, ...mail });
  }
}

/** Without SMTP: keeps each email in the outbox table, which operators read in /ops. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(request: MailRequest): Promise<void> {
    const mail = renderMail(request.kind, request.language, request.params);
    await this.db.insert(mailOutbox).values({
      to: request.to,
      kind: request.kind,
      language: request.language,
      ...mail,
    });
    this.log.info(
      { kind: request.kind },
      'SMTP_URL is not set: email kept in the outbox (operator console → Outbox)',
    );
  }
}
