import type { Executor } from '../../db/client.ts';
import type { AppMetrics } from '../../lib/metrics.ts';
import type { Mailer, MailRequest } from './mailer.ts';

/** The mailer the app uses, counting what it sends and what fails for /metrics (`adportal_email_sends_total`). */
export class CountedMailer implements Mailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly metrics: Pick<AppMetrics, 'emails'>,
  ) {}

  async send(request: MailRequest, db?: Executor): Promise<void> {
    try {
      await this.mailer.send(request, db);
      this.metrics.emails.inc({ result: 'sent' });
    } catch (error) {
      this.metrics.emails.inc({ result: 'failed' });
      throw error;
    }
  }
}
