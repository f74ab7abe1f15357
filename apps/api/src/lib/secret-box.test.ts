import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = new SecretBox('a-configured-secret-of-enough-length-123');

  it('round-trips and never stores the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const sealed = box.seal('secret');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => new SecretBox('another-secret-of-enough-length-4567890').open(sealed)).toThrow();
  });
});
