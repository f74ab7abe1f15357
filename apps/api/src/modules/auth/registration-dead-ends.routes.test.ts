import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { linkIn, startSmtpFake } from '../../../test/smtp-fake.ts';
import { SmtpMailer } from '../../integrations/mailer/mailer.ts';

const smtp = await startSmtpFake();
afterAll(() => smtp.close());

let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
beforeEach(() => {
  clockOffsetMs = 0;
});

const PASSWORD = 'Secret#123';
const form = (email: string) => ({
  advertiser_name: 'Acme Ads',
  full_name: 'Ada Lovelace',
  email,
  password: PASSWORD,
  confirm_password: PASSWORD,
});
const uniqueEmail = (label: string) => `${label}-${Math.random().toString(16).slice(2, 10)}@example.com`;
/** Each test from its own client address (TRUST_PROXY is on): the per-IP limits stay per test. */
const ipOf = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
const tokenOf = (link: string) => /\/register\/confirm\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;

describeOnEachDatabase(
  'registration dead ends: unconfirmed sign-in, resend, used and expired links, first sign-in',
  (client) => {
    const from = (ip: string, extra: Record<string, string> = {}) => ({
      headers: { 'x-forwarded-for': ip, ...extra },
    });

    it('tells the owner of the password that the email is not confirmed yet, and no one else', async () => {
      const ip = ipOf();
      const email = uniqueEmail('early');
      expect((await client().post('/api/auth/register', form(email), from(ip))).statusCode).toBe(202);
      const token = tokenOf(linkIn(await smtp.next(email)));

      const wrong = await client().post('/api/auth/login', { email, password: 'Wrong#1234' }, from(ip));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      const unknown = await client().post(
        '/api/auth/login',
        { email: uniqueEmail('nobody'), password: PASSWORD },
        from(ip),
      );
      expect(unknown.json().code).toBe('INVALID_CREDENTIALS');

      const early = await client().post(
        '/api/auth/login',
        { email, password: PASSWORD },
        from(ip, { 'accept-language': 'th' }),
      );
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({
        code: 'EMAIL_NOT_CONFIRMED',
        message: 'อีเมลนี้ยังไม่ได้รับการยืนยัน เปิดลิงก์ที่เราส่งให้ทางอีเมล หรือส่งอีเมลอีกครั้ง',
      });

      expect((await client().post('/api/auth/register/confirm', { token })).statusCode).toBe(201);
      const first = await client().post('/api/auth/login', { email, password: PASSWORD }, from(ip));
      expect(first.statusCode).toBe(200);
      expect(first.json().user_data).toMatchObject({
        first_sign_in: true,
        impersonated: false,
        impersonator: null,
      });
      const me = await client().get('/api/me', { token: first.json().access_token });
      expect(me.json().user_data.first_sign_in).toBe(true);
      const second = await client().login(email, PASSWORD);
      expect((second.user_data as { first_sign_in?: boolean }).first_sign_in).toBe(false);
    });

    it('sends a fresh link again to a registration not confirmed yet, expired too, and a notice to an owner', async () => {
      const ip = ipOf();
      const email = uniqueEmail('resend');
      await client().post('/api/auth/register', form(email), from(ip));
      const firstLink = linkIn(await smtp.next(email));
      clockOffsetMs = 25 * 3_600_000;

      const resent = await client().post('/api/auth/register/resend', { email }, from(ip));
      expect(resent.statusCode).toBe(202);
      expect(resent.json()).toEqual({ email, link_valid_hours: 24 });
      const secondLink = linkIn(await smtp.next(email));
      expect(secondLink).not.toBe(firstLink);
      const expired = await client().post('/api/auth/register/confirm', { token: tokenOf(firstLink) });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().code).toBe('REGISTRATION_LINK_EXPIRED');
      expect(
        (await client().post('/api/auth/register/confirm', { token: tokenOf(secondLink) })).statusCode,
      ).toBe(201);

      // Now the email has an account: the same answer, and its owner is told (not sent a link).
      const owner = await client().post('/api/auth/register/resend', { email }, from(ip));
      expect(owner.json()).toEqual(resent.json());
      const notice = await smtp.next(email);
      expect(notice.subject).toBe('Someone tried to register with your email on AdPortal');
      expect(notice.text).not.toContain('/register/confirm/');

      // An email nobody registered: the same answer again.
      const stranger = uniqueEmail('stranger');
      const none = await client().post('/api/auth/register/resend', { email: stranger }, from(ip));
      expect(none.statusCode).toBe(202);
      expect(none.json()).toEqual({ email: stranger, link_valid_hours: 24 });
    });

    it('limits resending per email and per IP with a translated 429 and Retry-After', async () => {
      const ip = ipOf();
      const email = uniqueEmail('limit');
      await client().post('/api/auth/register', form(email), from(ip));
      await smtp.next(email);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await client().post('/api/auth/register/resend', { email }, from(ipOf()))).statusCode);
      }
      expect(statuses).toEqual([202, 202, 429]);

      const otherIp = ipOf();
      const byIp: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        byIp.push(
          (
            await client().post(
              '/api/auth/register/resend',
              { email: uniqueEmail('spray') },
              from(otherIp, { 'accept-language': 'zh' }),
            )
          ).statusCode,
        );
      }
      expect(byIp).toEqual([202, 202, 202, 429]);
      const blocked = await client().post(
        '/api/auth/register/resend',
        { email: uniqueEmail('spray') },
        from(otherIp, { 'accept-language': 'th' }),
      );
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(blocked.json().message).toMatch(/^พยายามหลายครั้งเกินไป กรุณาลองใหม่ใน \d+ วินาที$/);
      // Another address is not held back by this one.
      expect(
        (await client().post('/api/auth/register/resend', { email: uniqueEmail('ok') }, from(ipOf())))
          .statusCode,
      ).toBe(202);
    });

    it('answers a used link with REGISTRATION_LINK_USED (sign in) and an unknown one with 404', async () => {
      const email = uniqueEmail('used');
      await client().post('/api/auth/register', form(email), from(ipOf()));
      const token = tokenOf(linkIn(await smtp.next(email)));
      expect((await client().post('/api/auth/register/confirm', { token })).statusCode).toBe(201);
      const used = await client().post(
        '/api/auth/register/confirm',
        { token },
        { headers: { 'accept-language': 'zh' } },
      );
      expect(used.statusCode).toBe(410);
      expect(used.json()).toMatchObject({
        code: 'REGISTRATION_LINK_USED',
        message: '此链接已被使用：账户已存在，请登录。',
      });
      expect((await client().post('/api/auth/register/confirm', { token: 'B'.repeat(43) })).statusCode).toBe(
        404,
      );
    });
  },
  {
    now,
    mailer: new SmtpMailer(smtp.url, 'AdPortal <no-reply@adportal.test>'),
    env: { PUBLIC_URL: 'http://portal.test', TRUST_PROXY: 'true' },
    authLimits: {
      resendPerEmail: { points: 2, windowSeconds: 3600 },
      resendPerIp: { points: 3, windowSeconds: 3600 },
    },
  },
);
