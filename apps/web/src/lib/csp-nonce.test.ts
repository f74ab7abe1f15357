import { describe, expect, it } from 'vitest';
import { cspNonceFrom } from './csp-nonce.ts';

describe('values the server renders into meta tags', () => {
  it('keeps a nonce that begins with underscores (1 in 4096 random nonces do)', () => {
    expect(cspNonceFrom('__ak2-XiM8fYap4KNRGLOA')).toBe('__ak2-XiM8fYap4KNRGLOA');
    expect(cspNonceFrom('__CSP_NONCE__')).toBeUndefined();
    expect(cspNonceFrom(null)).toBeUndefined();
  });
});
