import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../../use-resend-confirmation.ts';
import { PlainAlert, PlainButton } from './PlainControls.tsx';

/** components/ResendConfirmation of the sign-in page, without MUI (ADR 15): the same hook, the same words. */
export function PlainResend({ email, label }: { email: string; label: string }) {
  const { t } = useTranslation();
  const { seconds, pending, outcome, resend } = useResendConfirmation(email, false);

  return (
    <div className="ps-stack">
      {outcome ? (
        <PlainAlert
          tone={outcome.ok ? 'success' : 'error'}
          testId={outcome.ok ? 'resend-confirmation-sent' : 'resend-confirmation-error'}
        >
          {outcome.text}
        </PlainAlert>
      ) : null}
      <PlainButton
        variant="outlined"
        onClick={resend}
        pending={pending}
        disabled={seconds > 0}
        testId="resend-confirmation"
      >
        {seconds > 0 ? t('auth.register.sent.resendIn', { seconds }) : label}
      </PlainButton>
    </div>
  );
}
