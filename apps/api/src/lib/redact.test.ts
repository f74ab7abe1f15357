import { describe, expect, it } from 'vitest';
import { REDACTED, redactTokens } from './redact.ts';
import { newOpaqueToken } from './tokens.ts';

describe('redactTokens', () => {
  const token = newOpaqueToken();

  it.each([
    `/register/confirm/${token}`,
    `/api/find-token/${token}`,
    `/api/auth/reset-password/${token}?x=1`,
    `/login-bypass/${token}`,
    `/some/future/route/${token}/details`,
    `http://localhost:3000/change-password/${token}`,
  ])('masks the token in %s', (url) => {
    const masked = redactTokens(url);
    expect(masked).not.toContain(token);
    expect(masked).toContain(REDACTED);
  });

  it('masks token-like query values', () => {
    expect(redactTokens(`/api/x?token=${token}&page=2`)).toBe(`/api/x?token=${REDACTED}&page=2`);
  });

  it('masks every link in a text', () => {
    const other = newOpaqueToken();
    const text = `Open http://h/reset-password/${token}\nor <a href="http://h/register/confirm/${other}">`;
    const masked = redactTokens(text);
    expect(masked).not.toContain(token);
    expect(masked).not.toContain(other);
  });

  it('keeps row ids, short words and ordinary paths', () => {
    const url = '/api/advertisements/3f0c6a5e-8d1b-4a8e-9a55-0d2b8c1e7f00/bids?page=2&page_size=20';
    expect(redactTokens(url)).toBe(url);
    expect(redactTokens('/forgot-password/complete')).toBe('/forgot-password/complete');
    expect(redactTokens('/api/ops/advertisement-review-queue')).toBe('/api/ops/advertisement-review-queue');
  });
});
