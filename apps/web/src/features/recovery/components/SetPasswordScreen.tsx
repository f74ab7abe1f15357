import {
  PASSWORD_MIN_LENGTH,
  RECOVERY_LINK_MINUTES,
  type RecoveryLinkInfo,
  type SetPasswordBody,
  ZSetPasswordBody,
} from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/AuthCard.tsx';
import { AuthForm } from '../../../components/AuthForm.tsx';
import { FormPasswordField } from '../../../components/FormTextField.tsx';
import LinkOffOutlinedIcon from '../../../components/icons/LinkOffOutlined.tsx';
import { errorMessage, showSuccess } from '../../../lib/alerts.ts';
import { pageFormError } from '../../../lib/form-submit-error.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { HttpError } from '../../../lib/http.ts';
import { session } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { type RecoveryFlow, useRecoveryLinkQuery } from '../api/get-recovery-link.ts';
import { useSetPasswordMutation } from '../api/set-password.ts';
import { BackToLogin } from './BackToLogin.tsx';
import { OutcomeIcon } from './OutcomeIcon.tsx';

type SetPasswordOutput = z.output<typeof ZSetPasswordBody>;
const FIELDS = ['password', 'confirm_password'] as const;
/** Answers shown above the fields rather than in an alert. */
const INLINE_CODES = new Set(['RATE_LIMITED']);

type LinkReason = RecoveryLinkInfo['reason'];

/** The words follow why the link was sent: the user's own reset, an operator's request, a team invitation. */
const COPY = {
  password_reset: {
    title: 'recovery.reset.title',
    subtitle: 'recovery.reset.subtitle',
    submit: 'recovery.reset.submit',
  },
  password_change: {
    title: 'recovery.change.title',
    subtitle: 'recovery.change.subtitle',
    submit: 'recovery.change.submit',
  },
  invite: {
    title: 'recovery.invite.title',
    subtitle: 'recovery.invite.subtitle',
    submit: 'recovery.invite.submit',
  },
} as const satisfies Record<LinkReason, { title: string; subtitle: string; submit: string }>;
/** Before the link is checked, the page's own wording. */
const REASON_OF_FLOW: Record<RecoveryFlow, LinkReason> = {
  'reset-password': 'password_reset',
  'change-password': 'password_change',
};

function isGone(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/**
 * A used, expired or unknown link: say so, and offer a new one. A reset link's owner asks for another reset; a
 * change-password link came from an administrator (a request or an invitation), so its owner asks them, or
 * resets the password with their email.
 */
export function InvalidLink({ flow }: { flow: RecoveryFlow }) {
  const { t } = useTranslation();
  const change = flow === 'change-password';
  useDocumentTitle(t('recovery.invalid.title'));
  return (
    <AuthCard title={t('recovery.invalid.title')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }} data-testid="invalid-link">
        <OutcomeIcon tone="warning">
          <LinkOffOutlinedIcon />
        </OutcomeIcon>
        <Typography sx={{ color: 'text.secondary' }} data-testid="invalid-link-message">
          {change
            ? t('recovery.invalidChange.message')
            : t('recovery.invalid.message', { minutes: RECOVERY_LINK_MINUTES })}
        </Typography>
        <Button
          component={RouterLink}
          to={href('forgot-password')}
          variant="contained"
          size="large"
          fullWidth
        >
          {change ? t('recovery.invalidChange.requestReset') : t('recovery.invalid.requestNew')}
        </Button>
        <BackToLogin />
      </Box>
    </AuthCard>
  );
}

/**
 * The set-new-password screen of an emailed link (reset or operator-requested change): the link is checked
 * first; a live one shows the new password and its confirmation with the rule, a dead one says so.
 */
export function SetPasswordScreen({ flow }: { flow: RecoveryFlow }) {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const link = useRecoveryLinkQuery(flow, token);
  const [gone, setGone] = useState(false);
  const copy = COPY[link.data?.reason ?? REASON_OF_FLOW[flow]];
  useDocumentTitle(t(copy.title));

  if (gone || isGone(link.error)) return <InvalidLink flow={flow} />;
  if (link.isPending) {
    return (
      <AuthCard title={t(copy.title)}>
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary', py: 2 }}
        >
          {/* The status's words say what runs; the spinner only pictures it. */}
          <CircularProgress size={20} aria-hidden />
          {t('recovery.reset.checking')}
        </Box>
      </AuthCard>
    );
  }
  if (link.isError) {
    return (
      <AuthCard title={t(copy.title)}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Alert severity="error" role="alert">
            {errorMessage(link.error)}
          </Alert>
          <Button variant="contained" size="large" onClick={() => void link.refetch()}>
            {t('common.retry')}
          </Button>
          <BackToLogin />
        </Box>
      </AuthCard>
    );
  }
  return (
    <SetPasswordForm
      flow={flow}
      token={token}
      reason={link.data.reason}
      emailHint={link.data.email_hint}
      onGone={() => setGone(true)}
    />
  );
}

function SetPasswordForm({
  flow,
  token,
  reason,
  emailHint,
  onGone,
}: {
  flow: RecoveryFlow;
  token: string;
  reason: LinkReason;
  emailHint: string;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useSetPasswordMutation(flow, token);
  const [formError, setFormError] = useState<string | null>(null);
  const copy = COPY[reason];

  const { control, handleSubmit, setError, formState } = useForm<SetPasswordBody, unknown, SetPasswordOutput>(
    {
      resolver: contractResolver(ZSetPasswordBody),
      defaultValues: { password: '', confirm_password: '' },
      mode: 'onSubmit',
      reValidateMode: 'onChange',
    },
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const done = await mutation.mutateAsync(values);
      // Every session of the account has ended on the server, this browser's included.
      session.clearTokens();
      void showSuccess(t('recovery.alerts.passwordUpdated'));
      await navigate(`/${flow}/complete`, { replace: true, state: { email: done.email } });
    } catch (error) {
      if (isGone(error)) {
        onGone();
        return;
      }
      setFormError(pageFormError(error, FIELDS, setError, INLINE_CODES));
    }
  });

  return (
    <AuthCard title={t(copy.title)} subtitle={t(copy.subtitle, { email: emailHint })}>
      <AuthForm
        onSubmit={onSubmit}
        error={formError}
        errorTestId="set-password-error"
        pending={formState.isSubmitting}
        submitLabel={t(copy.submit)}
        footer={<BackToLogin />}
      >
        <FormPasswordField
          control={control}
          name="password"
          label={t('recovery.reset.newPassword')}
          hint={t('auth.register.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          autoFocus
        />
        <FormPasswordField
          control={control}
          name="confirm_password"
          label={t('recovery.reset.confirmPassword')}
          autoComplete="new-password"
        />
      </AuthForm>
    </AuthCard>
  );
}
