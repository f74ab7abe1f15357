import type { AdOpportunities, AdStatus, Opportunity } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddIcon from '@mui/icons-material/Add';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconTitle } from '../../../components/IconTitle.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { showError } from '../../../lib/alerts.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { AdStatusChip } from '../../advertisements/components/AdStatusChip.tsx';
import { adTargetsQueryOptions } from '../api/list-ad-targets.ts';
import { useOpportunities } from '../api/list-opportunities.ts';
import { useSetAdOnlineMutation } from '../api/set-ad-online.ts';
import { useUpdateTargetMutation } from '../api/update-target.ts';
import { bidText } from '../bid-text.ts';
import { isOneClick, OpportunityItem } from '../components/OpportunityItem.tsx';

function SummaryTile({
  icon,
  tone,
  label,
  value,
  testId,
  action,
}: {
  icon: ReactNode;
  tone: 'primary' | 'success' | 'warning' | 'info';
  label: string;
  value: ReactNode;
  testId: string;
  action?: ReactNode;
}) {
  const theme = useTheme();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
        <Avatar
          variant="rounded"
          sx={{
            bgcolor: alpha(theme.palette[tone].main, 0.14),
            color: tone === 'primary' ? 'primaryText' : `${tone}.main`,
            borderRadius: 2,
            // Phones show two tiles a row: the figures keep the room.
            display: { xs: action ? 'flex' : 'none', sm: 'flex' },
          }}
        >
          {icon}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            data-testid={testId}
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
        {action}
      </CardContent>
    </Card>
  );
}

/** The key of one opportunity, for showing which fix is running. */
const keyOf = (adId: string, opportunity: Opportunity) =>
  `${adId}:${opportunity.reason}:${opportunity.target_id ?? ''}`;

/**
 * /advertisement/opportunities (the ads helper): for every ad, whether it serves, each reason it does not or
 * could do better, and a one-click fix where one exists (go online, raise a bid to the advice price, switch a
 * bid on) or a link to where it is fixed.
 */
export default function AdsHelperPage() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('adsHelper.title'));
  const client = useQueryClient();
  const opportunities = useOpportunities();
  const setOnline = useSetAdOnlineMutation();
  const updateTarget = useUpdateTargetMutation();
  const notify = useNotice(false);
  const [running, setRunning] = useState<string | null>(null);
  const canUpdate = ability.can('update', 'Advertisement');
  const canCreate = ability.can('create', 'Advertisement');
  const number = new Intl.NumberFormat(i18n.language);

  const ads = opportunities.data?.data ?? [];
  const withFindings = ads.filter((ad) => ad.opportunities.length > 0);
  const allGood = ads.filter((ad) => ad.opportunities.length === 0);
  const serving = ads.filter((ad) => ad.serving).length;
  const findings = withFindings.reduce((sum, ad) => sum + ad.opportunities.length, 0);
  // Ads that do not serve come first, then the ones that could do better.
  const ordered = [...withFindings].sort((a, b) => Number(a.serving) - Number(b.serving));

  const fix = async (ad: AdOpportunities, opportunity: Opportunity) => {
    if (!isOneClick(opportunity.fix)) return;
    const key = keyOf(ad.advertisement_id, opportunity);
    setRunning(key);
    try {
      if (opportunity.fix === 'go_online') {
        await setOnline.mutateAsync(ad.advertisement_id);
        notify({ kind: 'success', title: t('adsHelper.done.go_online'), text: ad.name });
        return;
      }
      // A bid keeps its min; only the max (raise) or the switch (enable) changes.
      const targets = await client.fetchQuery({ ...adTargetsQueryOptions(ad.advertisement_id), staleTime: 0 });
      const target = targets.data.find((item) => item.id === opportunity.target_id);
      if (!target) {
        void showError(t('adsHelper.targetGone'));
        void opportunities.refetch();
        return;
      }
      const raise = opportunity.fix === 'raise_bid';
      await updateTarget.mutateAsync({
        adId: ad.advertisement_id,
        targetId: target.id,
        body: {
          min_bid: bidText(target.min_bid),
          max_bid: bidText(raise ? (opportunity.advice ?? target.advice_price) : target.max_bid),
          enabled: raise ? target.enabled : true,
        },
      });
      notify({
        kind: 'success',
        title: t(`adsHelper.done.${opportunity.fix}`),
        text: t('adsHelper.doneTarget', {
          target: target.target_name,
          max: formatMoney(raise ? (opportunity.advice ?? target.advice_price) : target.max_bid),
        }),
      });
    } catch (error) {
      notify({ kind: 'error', error });
      void opportunities.refetch();
    } finally {
      setRunning(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t('adsHelper.title')}
        subtitle={t('adsHelper.subtitle')}
        actions={
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<RefreshIcon />}
            onClick={() => void opportunities.refetch()}
            disabled={opportunities.isFetching}
            data-testid="helper-refresh"
          >
            {t('common.refresh')}
          </Button>
        }
      />
      {opportunities.isError ? (
        <RetryAlert onRetry={() => opportunities.refetch()} sx={{ mb: 3 }}>
          {t('adsHelper.fetchFailed')}
        </RetryAlert>
      ) : null}
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SummaryTile
            icon={<AccountBalanceWalletOutlinedIcon />}
            tone="primary"
            label={t('adsHelper.balance')}
            value={
              opportunities.data ? (
                `${formatMoney(opportunities.data.balance)} USDT`
              ) : (
                <Skeleton width={120} />
              )
            }
            testId="helper-balance"
            action={
              <Button component={RouterLink} to="/deposit" size="small" variant="outlined">
                {t('adsHelper.topUp')}
              </Button>
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <SummaryTile
            icon={<CampaignOutlinedIcon />}
            tone="success"
            label={t('adsHelper.serving')}
            value={
              opportunities.data ? (
                t('adsHelper.servingValue', {
                  serving: number.format(serving),
                  total: number.format(ads.length),
                })
              ) : (
                <Skeleton width={80} />
              )
            }
            testId="helper-serving"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <SummaryTile
            icon={<TipsAndUpdatesOutlinedIcon />}
            tone={findings > 0 ? 'warning' : 'info'}
            label={t('adsHelper.opportunities')}
            value={opportunities.data ? number.format(findings) : <Skeleton width={60} />}
            testId="helper-count"
          />
        </Grid>
      </Grid>

      {opportunities.isPending ? (
        <Card>
          <CardContent>
            <Skeleton height={36} width="40%" />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </CardContent>
        </Card>
      ) : null}

      {opportunities.isSuccess && ads.length === 0 ? (
        <Card data-testid="helper-empty">
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <CampaignOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
              {t('adsHelper.noAds')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>
              {t('adsHelper.noAdsHint')}
            </Typography>
            {canCreate ? (
              <Button
                component={RouterLink}
                to="/advertisement/add"
                variant="contained"
                startIcon={<AddIcon />}
              >
                {t('adsHelper.createAd')}
              </Button>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      {opportunities.isSuccess && ads.length > 0 && withFindings.length === 0 ? (
        <Card
          data-testid="helper-all-good"
          sx={{
            mb: 3,
            border: 1,
            borderColor: alpha(theme.palette.success.main, 0.4),
            bgcolor: alpha(theme.palette.success.main, theme.palette.mode === 'dark' ? 0.12 : 0.06),
          }}
        >
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <VerifiedOutlinedIcon sx={{ fontSize: 56, color: 'success.main' }} />
            <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
              {t('adsHelper.allGood')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 560, mx: 'auto' }}>
              {t('adsHelper.allGoodHint')}
            </Typography>
            <Button
              component={RouterLink}
              to="/advertisement/ads-planner"
              variant="outlined"
              sx={{ mt: 2.5 }}
            >
              {t('adsHelper.openPlanner')}
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {ordered.map((ad) => (
          <Card
            key={ad.advertisement_id}
            component="section"
            data-testid="helper-ad"
            aria-labelledby={`ad-${ad.advertisement_id}`}
          >
            <CardHeader
              avatar={
                <Avatar
                  variant="rounded"
                  sx={{
                    borderRadius: 2,
                    bgcolor: alpha(theme.palette[ad.serving ? 'success' : 'warning'].main, 0.14),
                    color: ad.serving ? 'success.main' : 'warning.main',
                  }}
                >
                  {ad.serving ? <CheckCircleOutlineIcon /> : <PauseCircleOutlineIcon />}
                </Avatar>
              }
              title={
                <Link
                  component={RouterLink}
                  to={`/advertisement/${encodeURIComponent(ad.advertisement_id)}`}
                  id={`ad-${ad.advertisement_id}`}
                  underline="hover"
                  color="inherit"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {ad.name}
                </Link>
              }
              subheader={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
                  <Chip
                    size="small"
                    color={ad.serving ? 'success' : 'warning'}
                    label={t(ad.serving ? 'adsHelper.isServing' : 'adsHelper.notServing')}
                    data-testid="helper-serving-chip"
                  />
                  <AdStatusChip status={ad.status as AdStatus} />
                  <Chip size="small" variant="outlined" label={t(`planner.types.${ad.type}`)} />
                </Box>
              }
              slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { component: 'div' } }}
            />
            <CardContent sx={{ pt: 0, '&:last-child': { pb: 1 } }}>
              <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
                {t('adsHelper.findings', { count: ad.opportunities.length })}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {ad.opportunities.map((opportunity) => {
                  const key = keyOf(ad.advertisement_id, opportunity);
                  return (
                    <OpportunityItem
                      key={key}
                      ad={ad}
                      opportunity={opportunity}
                      pending={running === key}
                      disabled={running !== null || !canUpdate}
                      onFix={(chosen) => void fix(ad, chosen)}
                    />
                  );
                })}
              </Box>
            </CardContent>
          </Card>
        ))}
        {allGood.length > 0 ? (
          <Card component="section" aria-labelledby="helper-good-title" data-testid="helper-good-list">
            <CardHeader
              title={
                <IconTitle icon={<CheckCircleOutlineIcon />} tone="success">
                  <span id="helper-good-title">{t('adsHelper.goodTitle', { count: allGood.length })}</span>
                </IconTitle>
              }
              subheader={t('adsHelper.goodHint')}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            <CardContent sx={{ pt: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {allGood.map((ad) => (
                <Chip
                  key={ad.advertisement_id}
                  component={RouterLink}
                  to={`/advertisement/${encodeURIComponent(ad.advertisement_id)}`}
                  clickable
                  variant="outlined"
                  color="success"
                  icon={<CheckCircleOutlineIcon />}
                  label={ad.name}
                />
              ))}
            </CardContent>
          </Card>
        ) : null}
      </Box>
    </>
  );
}
