import type { ErrorResponse } from '@adportal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogFormError, pageFormError } from './form-submit-error.ts';
import { HttpError, NetworkError } from './http.ts';

const alerts = vi.hoisted(() => ({ showError: vi.fn(), alertError: vi.fn() }));
vi.mock('./alerts.ts', async (original) => ({ ...(await original<object>()), ...alerts }));

function answer(
  status: number,
  code: ErrorResponse['code'],
  fields: { path: string; key: string; message: string }[] = [],
) {
  return new HttpError({
    method: 'POST',
    url: '/api/x',
    status,
    statusText: '',
    body: { requestId: 'r', statusCode: status, code, message: `server says ${code}`, fields },
    retryAfter: null,
  });
}

const NAMES = ['email', 'code'] as const;

describe('a failed submit in a dialog', () => {
  beforeEach(() => vi.clearAllMocks());

  it("puts the API's field errors on their fields, the first one focused, and shows nothing else", () => {
    const setError = vi.fn();
    const error = answer(422, 'VALIDATION_FAILED', [
      { path: 'body.email', key: 'validation.email', message: 'Email must be valid' },
      { path: 'body.code', key: 'server.only', message: 'Translated by the server' },
    ]);
    expect(dialogFormError(error, NAMES, setError)).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'validation.email' }, { shouldFocus: true }],
      ['code', { type: 'server', message: 'Translated by the server' }, { shouldFocus: false }],
    ]);
  });

  it("returns any other refusal as the message to show inside the dialog, in the dialog's words when given", () => {
    const setError = vi.fn();
    expect(dialogFormError(answer(409, 'DUPLICATE_TARGET'), NAMES, setError)).toBe(
      'server says DUPLICATE_TARGET',
    );
    expect(dialogFormError(answer(409, 'DUPLICATE_TARGET'), NAMES, setError, () => 'Already bid')).toBe(
      'Already bid',
    );
    expect(setError).not.toHaveBeenCalled();
    expect(alerts.showError).not.toHaveBeenCalled();
  });

  it('shows nothing when the session policy already handled the answer', () => {
    const error = answer(401, 'UNAUTHENTICATED');
    error.handled = true;
    expect(dialogFormError(error, NAMES, vi.fn())).toBeNull();
  });
});

describe('a failed submit on a page form', () => {
  beforeEach(() => vi.clearAllMocks());
  const inline = new Set(['RATE_LIMITED']);

  it('keeps the named answers and a lost connection above the form, and alerts anything else', () => {
    expect(pageFormError(answer(429, 'RATE_LIMITED'), NAMES, vi.fn(), inline)).toBe(
      'server says RATE_LIMITED',
    );
    expect(pageFormError(new NetworkError('down'), NAMES, vi.fn(), inline)).toBeTruthy();
    expect(alerts.showError).not.toHaveBeenCalled();
    expect(pageFormError(answer(409, 'CONFLICT'), NAMES, vi.fn(), inline)).toBeNull();
    expect(alerts.showError).toHaveBeenCalledWith('server says CONFLICT');
  });

  it('puts field errors on their fields and shows nothing else', () => {
    const setError = vi.fn();
    const error = answer(422, 'VALIDATION_FAILED', [
      { path: 'email', key: 'validation.email', message: 'Email must be valid' },
    ]);
    expect(pageFormError(error, NAMES, setError, inline)).toBeNull();
    expect(setError).toHaveBeenCalledTimes(1);
    expect(alerts.showError).not.toHaveBeenCalled();
  });
});
