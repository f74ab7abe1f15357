import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { useResendConfirmation } from '../use-resend-confirmation.ts';

/**
 * "Resend email" for a registration waiting for its confirmation (use-resend-confirmation.ts), in MUI; the sign-in
 * page has the plain twin (plain/PlainResend.tsx).
 */
export function ResendConfirmation({
  email,
  waitFirst,
  label,
}: {
  email: string;
  /** The email went out a moment ago: wait before offering to send it again. */
  waitFirst: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const { seconds, pending, outcome, resend } = useResendConfirmation(email, waitFirst);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {outcome ? (
        <Alert
          severity={outcome.ok ? 'success' : 'error'}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid={outcome.ok ? 'resend-confirmation-sent' : 'resend-confirmation-error'}
        >
          {outcome.text}
        </Alert>
      ) : null}
      <PendingButton
        variant="outlined"
        size="large"
        fullWidth
        onClick={resend}
        pending={pending}
        disabled={seconds > 0}
        data-testid="resend-confirmation"
      >
        {seconds > 0 ? t('auth.register.sent.resendIn', { seconds }) : label}
      </PendingButton>
    </Box>
  );
}
