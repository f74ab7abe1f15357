import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/alerts.ts';
import { HttpError } from '../../lib/http.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { resendRegistration } from './api/resend-registration.ts';

/** Seconds between two sends from one screen (the server limits them per email and per IP as well). */
export const RESEND_WAIT_SECONDS = 60;

/**
 * "Resend email" for a registration waiting for its confirmation: a fresh link to `email`, behind a countdown; a
 * refusal (429) gives the server's translated message and waits as long as it says. Plain state rather than a
 * TanStack mutation: the sign-in page (ADR 15) uses it too, and it loads no TanStack Query.
 */
export function useResendConfirmation(email: string, waitFirst: boolean) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [until, setUntil] = useState(() => (waitFirst ? Date.now() + RESEND_WAIT_SECONDS * 1000 : 0));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const seconds = useCountdown(until);

  const resend = async () => {
    setOutcome(null);
    setPending(true);
    try {
      await resendRegistration({ email });
      setUntil(Date.now() + RESEND_WAIT_SECONDS * 1000);
      setOutcome({ ok: true, text: t('auth.register.sent.resent', { email }) });
    } catch (failure) {
      if (failure instanceof HttpError && failure.code === 'RATE_LIMITED' && failure.retryAfter) {
        setUntil(Date.now() + failure.retryAfter * 1000);
      }
      setOutcome({ ok: false, text: errorMessage(failure) });
    } finally {
      setPending(false);
    }
  };

  return { seconds, pending, outcome, resend };
}
