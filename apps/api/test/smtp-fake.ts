import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on a local port (a free one by default): what the API sends over SMTP arrives here, parsed,
 * and is also handed to `onMail` when given.
 */
export async function startSmtpFake(listenPort = 0, onMail?: (mail: ReceivedMail) => void) {
  const received: ReceivedMail[] = [];
  const waiters: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          const mail = {
            to: to ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          received.push(mail);
          onMail?.(mail);
          for (const waiter of waiters.splice(0)) waiter(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next email to `to` (already received or still to come). */
    async next(to: string, timeoutMs = 30_000): Promise<ReceivedMail> {
      const existing = received.find((mail) => mail.to.includes(to));
      if (existing) {
        received.splice(received.indexOf(existing), 1);
        return existing;
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no email to ${to}`)), timeoutMs);
        waiters.push(function check(mail) {
          if (!mail.to.includes(to)) return void waiters.push(check);
          clearTimeout(timer);
          received.splice(received.indexOf(mail), 1);
          resolve(mail);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link into the portal in an email's text. */
export function linkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match[0];
}
