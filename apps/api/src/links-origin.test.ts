import { afterAll, expect, it } from 'vitest';
import { createCatalogue, newAdvertiser, newOperator } from '../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../test/helper.ts';
import { linkIn, startSmtpFake } from '../test/smtp-fake.ts';
import { connectTelegram } from '../test/telegram-fixtures.ts';
import { SmtpMailer } from './integrations/mailer/mailer.ts';

const smtp = await startSmtpFake();
afterAll(() => smtp.close());

// The address a person typed in development (not the configured http://localhost:PORT).
const TYPED = { host: '127.0.0.1:4173' };

describeOnEachDatabase(
  'links name the address the request came to, in development without PUBLIC_URL',
  (client) => {
    it('in ad tags and the publisher demo page', async () => {
      const operator = await newOperator(client());
      const { website } = await createCatalogue(client(), operator);
      const tag = (
        await client().get(`/api/ops/websites/${website}/tag?size=300x250`, {
          token: operator,
          headers: TYPED,
        })
      ).json();
      expect(tag.iframe).toContain('src="http://127.0.0.1:4173/serve/ad?');
      expect(tag.script).toContain('src="http://127.0.0.1:4173/serve/tag.js"');
      expect(tag.demo_url).toBe(`http://127.0.0.1:4173/serve/demo/${tag.site_key}`);
      const demo = await client().app.inject({ url: `/serve/demo/${tag.site_key}`, headers: TYPED });
      expect(demo.body).toContain('src="http://127.0.0.1:4173/serve/ad?');
      expect(demo.headers['content-security-policy']).toContain("frame-src 'self' http://127.0.0.1:4173");
      // A Host that is not a plain host and port is not believed.
      const odd = (
        await client().get(`/api/ops/websites/${website}/tag?size=300x250`, {
          token: operator,
          headers: { host: 'evil.example.com/x' },
        })
      ).json();
      expect(odd.iframe).toContain('src="http://localhost:3000/serve/ad?');
    });

    it('in the confirmation email', async () => {
      const email = `typed-${Date.now()}@example.com`;
      const started = await client().post(
        '/api/auth/register',
        {
          advertiser_name: 'Acme',
          full_name: 'Ada',
          email,
          password: 'Secret#123',
          confirm_password: 'Secret#123',
        },
        { headers: TYPED },
      );
      expect(started.statusCode).toBe(202);
      expect(linkIn(await smtp.next(email))).toMatch(/^http:\/\/127\.0\.0\.1:4173\/register\/confirm\//);
    });

    it('in the Telegram test message', async () => {
      const { token } = await newAdvertiser(client());
      await connectTelegram(client(), token, 811);
      expect((await client().post('/api/telegram/test', {}, { token, headers: TYPED })).statusCode).toBe(204);
      await client().app.services.dispatchWorker.dispatchQueued();
      const sent = client().telegramBot!.sent.filter((message) => message.chatId === '811');
      expect(sent.at(-1)?.text).toContain('http://127.0.0.1:4173/telegram');
    });
  },
  {
    env: { NODE_ENV: 'development', PORT: '3000' },
    telegram: true,
    mailer: new SmtpMailer(smtp.url, 'AdPortal <no-reply@adportal.test>'),
  },
);
