import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import HourglassTopOutlinedIcon from '../../../components/icons/HourglassTopOutlined.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useAccountOverview } from '../api/get-account-overview.ts';
import { useDashboardChecklist } from '../api/get-dashboard-checklist.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { BalanceCard } from '../components/BalanceCard.tsx';
import { BiddingReportCard } from '../components/BiddingReportCard.tsx';
import { DepositReportCard } from '../components/DepositReportCard.tsx';
import { checklistComplete, GettingStartedChecklist } from '../components/GettingStartedChecklist.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { ProjectionCard } from '../components/ProjectionCard.tsx';
import { SettlementCard } from '../components/SettlementCard.tsx';
import { TopAdsCard } from '../components/TopAdsCard.tsx';
import { TopKeywordBidsCard } from '../components/TopKeywordBidsCard.tsx';
import { TopKeywordsCard } from '../components/TopKeywordsCard.tsx';
import { useAccountStage } from '../components/use-account-stage.ts';
import { WebsiteStatsCard } from '../components/WebsiteStatsCard.tsx';

/** The report widgets, each with its own period and a link to the report that explains it. */
function ReportWidgets() {
  return (
    <>
      <Grid size={{ xs: 12, lg: 8 }}>
        <BiddingReportCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <DepositReportCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ProjectionCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <TopKeywordBidsCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TopKeywordsCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <TopAdsCard />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <WebsiteStatsCard />
      </Grid>
    </>
  );
}

/**
 * The advertiser's home: the balances, then the reports of the account — bidding and delivery with its chart,
 * deposits, when the money runs out, the highest bids, the top keywords, ads and websites — and, for a new
 * account, the getting-started checklist (instead of the reports while there is nothing to report). The
 * account and profile close the page.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const overview = useAccountOverview();
  const stage = useAccountStage();
  const checklist = useDashboardChecklist();
  const showChecklist = checklist.data && !checklist.data.dismissed && !checklistComplete(checklist.data);
  useDocumentTitle(t('dashboard.title'));
  const loading = overview.isPending;
  const balance = overview.data?.balance;
  const currency = balance?.currency ?? 'USDT';

  return (
    <>
      <PageHeader
        // The server says whether this session came from the user's very first sign-in.
        title={t(userData?.first_sign_in ? 'dashboard.welcomeFirst' : 'dashboard.welcome', {
          name: userData?.name ?? '',
        })}
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
        {showChecklist ? (
          <Grid size={12}>
            <GettingStartedChecklist checklist={checklist.data} reportsHidden={stage === 'new'} />
          </Grid>
        ) : null}
        {/* A new account sees what to do first instead of empty reports (until it hides the checklist). */}
        {stage === 'new' && (showChecklist || checklist.isPending) ? null : <ReportWidgets />}
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
