import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import NightsStayOutlinedIcon from '@mui/icons-material/NightsStayOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { initials } from '../../../lib/initials.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useAccountOverview } from '../api/get-account-overview.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { BalanceCard } from '../components/BalanceCard.tsx';

function SettlementCard() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Card
      component="section"
      sx={{
        height: '100%',
        background: `linear-gradient(135deg, ${alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.16 : 0.1)} 0%, ${alpha(theme.palette.info.main, 0.02)} 100%)`,
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            variant="rounded"
            sx={{
              bgcolor: alpha(theme.palette.info.main, 0.16),
              color: 'info.main',
              width: 42,
              height: 42,
              borderRadius: 2,
            }}
          >
            <NightsStayOutlinedIcon />
          </Avatar>
          <Typography variant="h6" component="h2">
            {t('dashboard.balance.settlementTitle')}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', lineHeight: 1.7 }}
          data-testid="settlement-note"
        >
          {t('dashboard.balance.settlement')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function ProfileCard() {
  const { t } = useTranslation();
  const { userData } = useSession();
  if (!userData) return null;
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
          py: 4,
        }}
      >
        <Avatar
          sx={{
            width: 72,
            height: 72,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '1.5rem',
            fontWeight: 600,
          }}
        >
          {initials(userData.name)}
        </Avatar>
        <Box>
          <Typography variant="h5" component="h2">
            {userData.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {userData.email}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={`${t('dashboard.profile.role')}: ${userData.role.name}`}
          />
          <Chip size="small" variant="outlined" label={t(`user.kind.${userData.role.kind}`)} />
          {userData.impersonated ? (
            <Chip size="small" color="warning" label={t('user.impersonated')} />
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The advertiser's home: balances, how settlement works, the account. Reports come with the reports issue. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const overview = useAccountOverview();
  useDocumentTitle(t('dashboard.title'));
  const loading = overview.isPending;
  const balance = overview.data?.balance;
  const currency = balance?.currency ?? 'USDT';

  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: userData?.name ?? '' })}
        subtitle={t('dashboard.subtitle')}
      />
      {overview.isError ? (
        <RetryAlert onRetry={() => overview.refetch()} sx={{ mb: 3 }}>
          {t('dashboard.loadError')} {errorMessage(overview.error)}
        </RetryAlert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <BalanceCard
            label={t('dashboard.balance.current')}
            hint={t('dashboard.balance.currentHint')}
            amount={balance?.current}
            currency={currency}
            icon={<AccountBalanceWalletOutlinedIcon />}
            tone="primary"
            chip={t('dashboard.balance.network')}
            testId="balance-current"
            loading={loading}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <BalanceCard
            label={t('dashboard.balance.temporary')}
            hint={t('dashboard.balance.temporaryHint')}
            amount={balance?.temporary}
            currency={currency}
            icon={<HourglassTopOutlinedIcon />}
            tone="warning"
            testId="balance-temporary"
            loading={loading}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SettlementCard />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <AccountCard overview={overview.data} loading={loading} />
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <ProfileCard />
        </Grid>
      </Grid>
    </>
  );
}
