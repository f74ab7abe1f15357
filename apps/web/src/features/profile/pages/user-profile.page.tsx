import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { initials } from '../../../lib/initials.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { NotFoundPage } from '../../misc/index.ts';
import { useProfile } from '../api/get-profile.ts';
import { AdvertiserForm } from '../components/AdvertiserForm.tsx';
import { PasswordForm } from '../components/PasswordForm.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { SessionsCard } from '../components/SessionsCard.tsx';

/** /user/{id}: the signed-in user's own profile (another id is not found: team members are managed at /user). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { userData } = useSession();
  const profile = useProfile();
  useDocumentTitle(t('profile.title'));

  if (id !== userData?.id) return <NotFoundPage />;
  if (profile.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (profile.isError) {
    return <RetryAlert onRetry={() => profile.refetch()}>{errorMessage(profile.error)}</RetryAlert>;
  }
  const data = profile.data;

  return (
    <>
      <PageHeader
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
              {initials(data.user.name)}
            </Avatar>
            {data.user.name}
          </Box>
        }
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {data.user.email}
            <Chip size="small" variant="outlined" color="primary" label={data.user.role_name} />
            <Chip
              size="small"
              variant="outlined"
              color={data.user.two_factor_enabled ? 'success' : 'default'}
              label={t(data.user.two_factor_enabled ? 'profile.twoFactorOn' : 'profile.twoFactorOff')}
            />
          </Box>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProfileForm profile={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {data.advertiser ? (
            <AdvertiserForm advertiser={data.advertiser} editable={data.can_edit_advertiser} />
          ) : (
            <PasswordForm />
          )}
        </Grid>
        {data.advertiser ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <PasswordForm />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: data.advertiser ? 6 : 12 }}>
          <SessionsCard />
        </Grid>
      </Grid>
    </>
  );
}
