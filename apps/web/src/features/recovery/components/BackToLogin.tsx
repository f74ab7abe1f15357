import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ChevronLeftIcon from '../../../components/icons/ChevronLeft.tsx';
import { href } from '../../../routing/href.ts';

/** The centred 'Back to login' link under the recovery forms. */
export function BackToLogin({ email }: { email?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={href('login')}
      state={email ? { email } : undefined}
      data-testid="back-to-login"
      sx={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'center', gap: 0.5, fontWeight: 500 }}
    >
      <ChevronLeftIcon fontSize="small" aria-hidden="true" />
      {t('recovery.forgot.backToLogin')}
    </Link>
  );
}
