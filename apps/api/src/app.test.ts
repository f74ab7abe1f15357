import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestApp } from '../test/helper.ts';
import { loggerOptions } from './app.ts';
import type { MailRequest } from './integrations/mailer/mailer.ts';
import { hashToken } from './lib/tokens.ts';

describe('logs', () => {
  it('never carry passwords, tokens, token hashes, secret links or emails (D-4, D-11)', async () => {
    const lines: string[] = [];
    const sent: MailRequest[] = [];
    const client = await startTestApp('pglite', {
      logger: {
        ...(loggerOptions({ LOG_LEVEL: 'debug' }) as object),
        stream: { write: (line: string) => lines.push(line) },
      },
      mailer: { send: async (mail) => void sent.push(mail) },
    });
    const tokenIn = async (kind: string, to: string) => {
      await expect.poll(() => sent.some((mail) => mail.kind === kind && mail.to === to)).toBe(true);
      const link = sent.find((mail) => mail.kind === kind && mail.to === to)!.params.link!;
      return { link, token: link.split('/').pop()! };
    };
    try {
      const email = `log-${randomBytes(4).toString('hex')}@example.com`;
      const password = 'Secret#123';
      const newPassword = 'Changed#456';
      const secrets: string[] = [email, password, newPassword];

      // Sign-up and its confirmation link (the page, then the API).
      const signUp = { advertiser_name: 'Log Co', full_name: 'Lou Log', email, password };
      await client.post('/api/auth/register', { ...signUp, confirm_password: password });
      const confirmation = await tokenIn('registrationConfirm', email);
      await client.get(`/register/confirm/${confirmation.token}`);
      expect(
        (await client.post('/api/auth/register/confirm', { token: confirmation.token })).statusCode,
      ).toBe(201);
      const grant = await client.login(email, password, true);
      await client.get(`/api/find-token/${grant.access_token}`, {
        token: grant.access_token,
        remember: grant.remember_token!,
      });
      await client.get('/api/me', { token: grant.access_token });
      await client.post('/api/auth/login', { email, password: 'Wrong#Password1' });
      secrets.push('Wrong#Password1', grant.access_token, grant.remember_token!, confirmation.link);

      // Recovery: the emailed reset link, checked and used.
      await client.post('/api/auth/forgot-password', { email });
      const reset = await tokenIn('passwordReset', email);
      await client.get(`/reset-password/${reset.token}`);
      await client.get(`/api/auth/reset-password/${reset.token}`);
      const changed = await client.post(`/api/auth/reset-password/${reset.token}`, {
        password: newPassword,
        confirm_password: newPassword,
      });
      expect(changed.statusCode).toBe(200);
      secrets.push(reset.link);

      // An invitation to the team, and its link.
      const admin = await client.login(email, newPassword);
      const roles = await client.get('/api/roles', { token: admin.access_token });
      const invitee = `invitee-${randomBytes(4).toString('hex')}@example.com`;
      const roleId = roles.json<{ data: { id: string }[] }>().data[0]!.id;
      await client.post(
        '/api/users',
        { name: 'In Vitee', email: invitee, role_id: roleId },
        { token: admin.access_token },
      );
      const invite = await tokenIn('invite', invitee);
      await client.get(`/api/auth/change-password/${invite.token}`);
      secrets.push(admin.access_token, invitee, invite.link);

      // A database error while writing a password hash: logged the way the error handler logs one.
      const failure = await client.app.services.registration
        .register(
          { advertiserName: 'Nul Co', fullName: `Nul${'\u0000'}`, email: 'nul-log@example.com', password },
          { ip: '10.1.1.1' },
          client.app.log,
          { mail: false },
        )
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      client.app.log.error({ err: failure }, 'unhandled error');
      const hashes = (JSON.stringify(failure, (_key, value) =>
        typeof value === 'bigint' ? String(value) : value,
      ).match(/\$argon2id\$[^"\\,]+/g) ?? []) as string[];
      expect(hashes.length).toBeGreaterThan(0);
      secrets.push('nul-log@example.com', ...hashes);
      for (const token of [
        grant.access_token,
        grant.remember_token!,
        confirmation.token,
        reset.token,
        invite.token,
      ]) {
        secrets.push(token, hashToken(token));
      }

      const log = lines.join('\n');
      expect(log).toContain('/api/find-token/[redacted]');
      expect(log).toContain('/register/confirm/[redacted]');
      expect(log).toContain('Failed query');
      expect(log).not.toContain('$argon2id$');
      for (const secret of secrets)
        expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    } finally {
      await client.close();
    }
  });
});

describe('embedded database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'adportal-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every account across a restart on the same data folder', async () => {
    const first = await startTestApp('pglite', {
      database: await openTestDatabase('pglite', join(dir, 'db')),
    });
    const account = await first.register();
    await first.close();

    const second = await startTestApp('pglite', {
      database: await openTestDatabase('pglite', join(dir, 'db')),
    });
    try {
      const grant = await second.login(account.email, account.password);
      expect(grant.user_data.id).toBe(account.user_id);
    } finally {
      await second.close();
    }
  });
});
