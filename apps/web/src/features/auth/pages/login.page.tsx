import { isTwoFactorChallenge, type LoginBody } from '@adportal/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { pageFormError } from '../../../lib/form-submit-error.ts';
import { HttpError } from '../../../lib/http.ts';
import { tm } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { login } from '../api/login.ts';
import { PlainAlert, PlainButton, PlainCheckbox } from '../components/plain/PlainControls.tsx';
import { PlainFrame } from '../components/plain/PlainFrame.tsx';
import { PlainResend } from '../components/plain/PlainResend.tsx';
import { PlainPasswordField, PlainTextField } from '../components/plain/PlainTextField.tsx';
import type { LoginField } from '../login-rules.ts';
import { completeSignIn, twoFactorChallenge } from '../sign-in.ts';

/** The contract's rules, fetched with the first submit: zod stays out of the page's first load. */
const loadRules = () => import('../login-rules.ts');
const FIELDS = ['email', 'password'] as const;
/** Errors shown in the form rather than in a dialog. */
const INLINE_CODES = new Set([
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'ACCOUNT_INACTIVE',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
]);

/**
 * The sign-in page, drawn without MUI, TanStack Query or react-hook-form (ADR 15): /login's script budget. A
 * controlled form checked against the shared contract on submit, then live as the user corrects it.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  useDocumentTitle(t('auth.login.submit'));

  const prefilledEmail = (location.state as { email?: string } | null)?.email ?? '';
  const [values, setValues] = useState<Required<LoginBody>>({
    email: prefilledEmail,
    password: '',
    remember_me: false,
  });
  // Message keys (the contract's or the API's), translated when shown, so they follow the current language.
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The right password of a registration whose link was not opened yet: offer to send the link again.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = async (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Checked on submit, then live: no error flashes when the user only moves on to a link.
    if (!submitted) return;
    const check = (await loadRules()).checkLogin(next);
    setErrors((shown) => ({ ...shown, [field]: check.ok ? undefined : check.errors[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setPending(true);
    try {
      const check = (await loadRules()).checkLogin(values);
      if (!check.ok) {
        setErrors(check.errors);
        inputs[FIELDS.find((field) => check.errors[field]) ?? 'email'].current?.focus();
        return;
      }
      setErrors({});
      setFormError(null);
      setUnconfirmedEmail(null);
      try {
        const result = await login(check.values);
        if (isTwoFactorChallenge(result)) {
          // The password was right; the session opens after the 6-digit code on /two-steps.
          twoFactorChallenge.save(result.challenge);
          const redirect = params.get('redirect');
          await navigate(redirect ? `/two-steps?${new URLSearchParams({ redirect })}` : '/two-steps');
          return;
        }
        await completeSignIn(result, navigate, params.get('redirect'));
      } catch (error) {
        if (error instanceof HttpError && error.code === 'EMAIL_NOT_CONFIRMED')
          setUnconfirmedEmail(check.values.email);
        setFormError(
          pageFormError(
            error,
            FIELDS,
            (field, { message }, options) => {
              setErrors((shown) => ({ ...shown, [field]: message }));
              if (options?.shouldFocus) inputs[field].current?.focus();
            },
            INLINE_CODES,
          ),
        );
      }
    } finally {
      setPending(false);
    }
  };

  const shownError = (field: LoginField) => (errors[field] ? tm(errors[field]) : undefined);

  return (
    <PlainFrame title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form className="ps-form" noValidate onSubmit={submit}>
        {formError ? <PlainAlert testId="login-error">{formError}</PlainAlert> : null}
        {unconfirmedEmail ? (
          <PlainResend key={unconfirmedEmail} email={unconfirmedEmail} label={t('auth.login.resend')} />
        ) : null}
        <PlainTextField
          name="email"
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          placeholder={t('auth.login.emailPlaceholder')}
          autoFocus={!prefilledEmail}
          value={values.email}
          onChange={(value) => void change('email', value)}
          error={shownError('email')}
          inputRef={inputs.email}
        />
        <PlainPasswordField
          name="password"
          label={t('auth.login.password')}
          autoComplete="current-password"
          autoFocus={Boolean(prefilledEmail)}
          value={values.password}
          onChange={(value) => void change('password', value)}
          error={shownError('password')}
          inputRef={inputs.password}
        />
        <div className="ps-row">
          <PlainCheckbox
            name="remember_me"
            label={t('auth.login.rememberMe')}
            checked={values.remember_me}
            onChange={(checked) => setValues((current) => ({ ...current, remember_me: checked }))}
          />
          <Link className="ps-link" to={href('forgot-password')} data-testid="forgot-link">
            {t('recovery.forgotLink')}
          </Link>
        </div>
        <PlainButton variant="contained" type="submit" pending={pending}>
          {t('auth.login.submit')}
        </PlainButton>
        <p className="ps-switch">
          {t('auth.login.noAccount')}{' '}
          <Link className="ps-link" to={href('register')}>
            {t('auth.login.createAccount')}
          </Link>
        </p>
      </form>
    </PlainFrame>
  );
}
