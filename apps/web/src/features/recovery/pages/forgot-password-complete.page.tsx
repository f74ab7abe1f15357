import { RECOVERY_LINK_MINUTES, RECOVERY_RESEND_SECONDS } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { IconTitle } from '../../../components/IconTitle.tsx';
import MarkEmailReadOutlinedIcon from '../../../components/icons/MarkEmailReadOutlined.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { errorMessage, showSuccess } from '../../../lib/alerts.ts';
import { HttpError } from '../../../lib/http.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import { BackToLogin } from '../components/BackToLogin.tsx';

/** Router state of the reset-email-sent screen (kept in history, so a reload keeps the countdown). */
export interface SentState {
  email: string;
  /** When the last email was asked for (epoch ms). */
  sentAt: number;
  /** Seconds before it may be asked for again. */
  resendAfter: number;
}

function sentStateOf(value: unknown): SentState | null {
  const state = value as Partial<SentState> | null;
  if (!state || typeof state.email !== 'string' || typeof state.sentAt !== 'number') return null;
  return {
    email: state.email,
    sentAt: state.sentAt,
    resendAfter: state.resendAfter ?? RECOVERY_RESEND_SECONDS,
  };
}

/** The reset-email-sent screen: what happens next, and a resend button behind a 60-second countdown. */
export default function ForgotPasswordCompletePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const sent = sentStateOf(location.state);
  const mutation = useForgotPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const [blockedUntil, setBlockedUntil] = useState(0);
  useDocumentTitle(t('recovery.sent.title'));

  const until = Math.max(sent ? sent.sentAt + sent.resendAfter * 1000 : 0, blockedUntil);
  const seconds = useCountdown(until);

  const resend = async () => {
    if (!sent) return;
    setError(null);
    try {
      const answer = await mutation.mutateAsync({ email: sent.email });
      const next: SentState = {
        email: sent.email,
        sentAt: Date.now(),
        resendAfter: answer.resend_after_seconds,
      };
      await navigate('.', { replace: true, state: next });
      void showSuccess(t('recovery.alerts.resetEmailSent'), t('recovery.alerts.resetEmailSentText'));
    } catch (failure) {
      if (failure instanceof HttpError && failure.code === 'RATE_LIMITED' && failure.retryAfter) {
        setBlockedUntil(Date.now() + failure.retryAfter * 1000);
      }
      setError(errorMessage(failure));
    }
  };

  return (
    <AuthCard title={<IconTitle icon={<MarkEmailReadOutlinedIcon />}>{t('recovery.sent.title')}</IconTitle>}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography sx={{ color: 'text.secondary' }} data-testid="reset-sent-message">
          {sent
            ? t('recovery.sent.subtitle', { email: sent.email, minutes: RECOVERY_LINK_MINUTES })
            : t('recovery.sent.subtitleNoEmail', { minutes: RECOVERY_LINK_MINUTES })}
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" data-testid="resend-error">
            {error}
          </Alert>
        ) : null}
        {sent ? (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('recovery.sent.noEmail')}
            </Typography>
            <PendingButton
              variant="contained"
              size="large"
              fullWidth
              onClick={resend}
              pending={mutation.isPending}
              disabled={seconds > 0}
              data-testid="resend-button"
              aria-live="polite"
            >
              {seconds > 0 ? t('recovery.sent.resendIn', { seconds }) : t('recovery.sent.resend')}
            </PendingButton>
          </>
        ) : null}
        <Link
          component={RouterLink}
          to={href('forgot-password')}
          state={sent ? { email: sent.email } : undefined}
          sx={{ alignSelf: 'center', fontWeight: 500 }}
        >
          {t('recovery.sent.otherEmail')}
        </Link>
        <BackToLogin email={sent?.email} />
      </Box>
    </AuthCard>
  );
}
