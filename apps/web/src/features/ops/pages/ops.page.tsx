import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactDivider } from '../../../components/FactDivider.tsx';
import AdminPanelSettingsOutlinedIcon from '../../../components/icons/AdminPanelSettingsOutlined.tsx';
import MonitorHeartOutlinedIcon from '../../../components/icons/MonitorHeartOutlined.tsx';
import RefreshIcon from '../../../components/icons/Refresh.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatTime } from '../../../lib/format.ts';
import { initials } from '../../../lib/initials.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { LoginBypassCard } from '../../login-bypass/index.ts';
import { useHealth } from '../api/get-health.ts';
import { CardIcon } from '../components/CardIcon.tsx';
import { PublisherDemoCard } from '../components/PublisherDemoCard.tsx';
import { QueuesCard } from '../components/QueuesCard.tsx';
import { SettlementCard } from '../components/SettlementCard.tsx';
import { splitUptime, uptimeTemplate } from '../uptime.ts';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1.5 }}>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, fontWeight: 500, textAlign: 'end', minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Box>
    </Box>
  );
}

function IdentityCard() {
  const { t } = useTranslation();
  const { userData } = useSession();
  if (!userData) return null;
  return (
    <Card component="section" sx={{ height: '100%' }}>
      <CardHeader
        avatar={
          <CardIcon tone="primary" color="primaryText">
            <AdminPanelSettingsOutlinedIcon />
          </CardIcon>
        }
        title={t('ops.identity.title')}
        subheader={t('ops.identity.subtitle')}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Avatar
            sx={{
              width: 56,
              height: 56,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 600,
            }}
          >
            {initials(userData.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="p" data-testid="operator-name" noWrap>
              {userData.name}
            </Typography>
            <Chip
              size="small"
              color="info"
              variant="outlined"
              label={t('user.kind.platform')}
              sx={{ mt: 0.5 }}
            />
          </Box>
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
          <Line label={t('ops.identity.email')}>{userData.email}</Line>
          <FactDivider />
          <Line label={t('ops.identity.role')}>
            <span data-testid="operator-role">{userData.role.name}</span>
          </Line>
          <FactDivider />
          <Line label={t('ops.identity.access')}>
            {userData.role.is_administrator ? t('ops.identity.administrator') : t('ops.identity.standard')}
          </Line>
          {userData.impersonated ? (
            <>
              <FactDivider />
              <Line label={t('ops.identity.impersonated')}>
                <Chip size="small" color="warning" label={t('common.yes')} />
              </Line>
            </>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

function StatusChip({ good, label, testId }: { good: boolean; label: string; testId: string }) {
  return (
    <Chip
      size="small"
      color={good ? 'success' : 'error'}
      label={label}
      data-testid={testId}
      sx={{
        '&::before': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: 'currentColor',
          ml: 1,
          opacity: 0.9,
        },
      }}
    />
  );
}

function SystemStatusCard() {
  const { t, i18n } = useTranslation();
  const health = useHealth();
  const data = health.data;
  const checkedAt = health.dataUpdatedAt
    ? formatTime(health.dataUpdatedAt, i18n.language, { seconds: true })
    : null;

  return (
    <Card component="section" sx={{ height: '100%' }} aria-busy={health.isFetching}>
      <CardHeader
        avatar={
          <CardIcon tone="success" color="success.main">
            <MonitorHeartOutlinedIcon />
          </CardIcon>
        }
        title={t('ops.status.title')}
        subheader={t('ops.status.subtitle')}
        slotProps={{ title: { component: 'h2' } }}
        action={
          <Tooltip title={t('ops.status.refresh')}>
            <span>
              <IconButton
                aria-label={t('ops.status.refresh')}
                onClick={() => void health.refetch()}
                disabled={health.isFetching}
              >
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
        }
      />
      <CardContent>
        {health.isError && !data ? (
          <RetryAlert onRetry={() => health.refetch()}>{t('ops.status.unreachable')}</RetryAlert>
        ) : !data ? (
          <Box>
            <Skeleton height={40} />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        ) : (
          <Box component="dl" sx={{ m: 0 }} data-testid="system-status">
            <Line label={t('ops.status.api')}>
              <StatusChip
                good={data.status === 'ok'}
                label={data.status === 'ok' ? t('ops.status.ok') : t('ops.status.degraded')}
                testId="status-api"
              />
            </Line>
            <FactDivider />
            <Line label={t('ops.status.database')}>
              <StatusChip
                good={data.database === 'ok'}
                label={data.database === 'ok' ? t('ops.status.ok') : t('ops.status.down')}
                testId="status-database"
              />
            </Line>
            <FactDivider />
            <Line label={t('ops.status.uptime')}>
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="status-uptime">
                {t(uptimeTemplate(data.uptime_s), splitUptime(data.uptime_s))}
              </Box>
            </Line>
          </Box>
        )}
        {checkedAt ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('ops.status.lastChecked', { time: checkedAt })}
            {health.isError ? ` · ${t('ops.status.unreachable')}` : ''}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The operators' console home (read Ops): what waits in each queue, who is signed in, the live system status,
 * and (read OpsReview) the publisher websites' demo pages.
 */
export default function OpsHomePage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const canReview = ability.can('read', 'OpsReview');
  const canSettle = ability.can('update', 'OpsDeposit');
  useDocumentTitle(t('ops.title'));
  return (
    <>
      <PageHeader title={t('ops.title')} subtitle={t('ops.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={12}>
          <QueuesCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <IdentityCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SystemStatusCard />
        </Grid>
        {canReview ? (
          <Grid size={12}>
            <PublisherDemoCard />
          </Grid>
        ) : null}
        {canSettle ? (
          <Grid size={12}>
            <SettlementCard />
          </Grid>
        ) : null}
        <Grid size={12}>
          <LoginBypassCard />
        </Grid>
      </Grid>
    </>
  );
}
