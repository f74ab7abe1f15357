import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpFake } from '../../../test/smtp-fake.ts';
import { SmtpMailer } from './mailer.ts';

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
  beforeAll(async () => {
    smtp = await startSmtpFake();
  });
  afterAll(() => smtp.close());

  it('sends a translated email with its link over real SMTP', async () => {
    const mailer = new SmtpMailer(smtp.url, 'AdPortal <no-reply@adportal.test>');
    const link = `http://localhost:3000/reset-password/${'a'.repeat(43)}`;
    await mailer.send({
      to: 'someone@example.com',
      kind: 'passwordReset',
      language: 'th',
      params: { name: 'Somchai', link, minutes: '30' },
    });
    const mail = await smtp.next('someone@example.com');
    expect(mail.subject).toBe('รีเซ็ตรหัสผ่าน AdPortal ของคุณ');
    expect(mail.text).toContain('สวัสดี Somchai');
    expect(linkIn(mail)).toBe(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('escapes what it puts into the HTML part', async () => {
    const mailer = new SmtpMailer(smtp.url, 'AdPortal <no-reply@adportal.test>');
    await mailer.send({
      to: 'other@example.com',
      kind: 'invite',
      language: 'en',
      params: { name: '<b>x</b>', inviter: 'Eve', company: 'A&B', link: 'http://localhost/x', minutes: '30' },
    });
    const mail = await smtp.next('other@example.com');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&#60;b&#62;x&#60;/b&#62;');
  });
});
