import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';

// The API's other test files hash at a cheaper cost (test/setup.ts); this one runs in vitest.config's 'unit'
// project, without that setup, at the production cost.

describe('passwords', () => {
  it('hashes with argon2id at OWASP’s second profile (m=19 MiB, t=2, p=1) and checks only the right password', async () => {
    const hash = await hashPassword('Secret#123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await verifyPassword(hash, 'Secret#123')).toBe(true);
    expect(await verifyPassword(hash, 'Secret#124')).toBe(false);
    expect(await hashPassword('Secret#123')).not.toBe(hash);
  });

  it('answers false, never throws, for a malformed stored hash, and burns a check for an unknown account', async () => {
    expect(await verifyPassword('not-a-hash', 'Secret#123')).toBe(false);
    expect(await burnPasswordCheck('Secret#123')).toBe(false);
  });
});
