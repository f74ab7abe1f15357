import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import CampaignOutlinedIcon from '../../../components/icons/CampaignOutlined.tsx';
import RefreshIcon from '../../../components/icons/Refresh.tsx';
import TipsAndUpdatesOutlinedIcon from '../../../components/icons/TipsAndUpdatesOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { href } from '../../../routing/href.ts';
import { useOpportunities } from '../api/list-opportunities.ts';
import { HelperAdCard } from '../components/HelperAdCard.tsx';
import { HelperAllGood, HelperGoodList, HelperNoAds } from '../components/HelperNotices.tsx';
import { SummaryTile } from '../components/SummaryTile.tsx';
import { helperGroups } from '../helper-groups.ts';
import { useOpportunityFix } from '../use-opportunity-fix.ts';

/**
 * /advertisement/opportunities (the ads helper): for every ad, whether it serves, each reason it does not or
 * could do better, and a one-click fix where one exists (go online, raise a bid to the advice price, switch a
 * bid on) or a link to where it is fixed.
 */
export default function AdsHelperPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('adsHelper.title'));
  const opportunities = useOpportunities();
  const notify = useNotice(false);
  const { running, fix } = useOpportunityFix(notify, opportunities.refetch);
  const canUpdate = ability.can('update', 'Advertisement');
  const canCreate = ability.can('create', 'Advertisement');
  const number = { format: (value: number) => formatCount(value, i18n.language) };

  const ads = opportunities.data?.data ?? [];
  const {
    withFindings,
    serving: servingWell,
    waiting,
    headline,
    servingCount: serving,
    findings,
  } = helperGroups(ads);

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
              <Button component={RouterLink} to={href('deposit')} size="small" variant="outlined">
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

      {opportunities.isSuccess && ads.length === 0 ? <HelperNoAds canCreate={canCreate} /> : null}

      {opportunities.isSuccess && headline ? <HelperAllGood headline={headline} /> : null}

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {withFindings.map((ad) => (
          <HelperAdCard
            key={ad.advertisement_id}
            ad={ad}
            running={running}
            canUpdate={canUpdate}
            onFix={(chosen, opportunity) => void fix(chosen, opportunity)}
          />
        ))}
        {waiting.length > 0 ? <HelperGoodList ads={waiting} kind="waiting" /> : null}
        {servingWell.length > 0 ? <HelperGoodList ads={servingWell} kind="serving" /> : null}
      </Box>
    </>
  );
}
