import { describe, expect, it } from 'vitest';
import { TOKEN_LENGTH, TrackingTokens } from './tracking-token.ts';

const decision = {
  impressionId: '0195a3c4-1b2c-7d3e-8f40-123456789abc',
  adId: '11111111-2222-4333-8444-555555555555',
  targetId: '66666666-7777-4888-9999-aaaaaaaaaaaa',
  siteId: 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff',
  priceMicros: 812_345n,
  servedAt: new Date('2026-11-24T03:00:00.123Z'),
};

describe('signed tracking tokens', () => {
  const tokens = new TrackingTokens('test-secret-that-is-long-enough-0123456789');

  it('carry the decision and give it back whole', () => {
    const token = tokens.sign('click', decision);
    expect(token).toHaveLength(TOKEN_LENGTH);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(tokens.verify('click', token)).toEqual(decision);
  });

  it('refuse any changed character, another kind, another secret, and garbage', () => {
    const token = tokens.sign('click', decision);
    for (let index = 0; index < token.length; index += 1) {
      const replacement = token[index] === 'A' ? 'B' : 'A';
      expect(tokens.verify('click', token.slice(0, index) + replacement + token.slice(index + 1))).toBeNull();
    }
    expect(tokens.verify('view', token)).toBeNull();
    expect(new TrackingTokens('another-secret-that-is-long-enough-012345').verify('click', token)).toBeNull();
    for (const garbage of [
      '',
      'x',
      `${token}A`,
      token.slice(1),
      '%'.repeat(TOKEN_LENGTH),
      '\u0000'.repeat(TOKEN_LENGTH),
    ]) {
      expect(tokens.verify('click', garbage)).toBeNull();
    }
  });

  it('sign the click and the view of a decision with one MAC, and neither passes for the other', () => {
    const { click, view } = tokens.signPair(decision);
    expect(click).not.toBe(view);
    expect(tokens.verify('click', click)).toEqual(decision);
    expect(tokens.verify('view', view)).toEqual(decision);
    expect(tokens.verify('click', view)).toBeNull();
    expect(tokens.verify('view', click)).toBeNull();
  });

  it('still take the links served before one MAC signed both (version 1), each as its own kind only', () => {
    const click = tokens.signVersion1('click', decision);
    expect(click).toHaveLength(TOKEN_LENGTH);
    expect(tokens.verify('click', click)).toEqual(decision);
    expect(tokens.verify('view', click)).toBeNull();
    expect(tokens.verify('view', tokens.signVersion1('view', decision))).toEqual(decision);
  });

  it('differ for every served impression', () => {
    const other = tokens.sign('click', { ...decision, impressionId: '0195a3c4-1b2c-7d3e-8f40-123456789abd' });
    expect(other).not.toBe(tokens.sign('click', decision));
  });
});
