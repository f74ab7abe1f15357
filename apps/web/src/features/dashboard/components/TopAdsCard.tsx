import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import CampaignOutlinedIcon from '../../../components/icons/CampaignOutlined.tsx';
import { href } from '../../../routing/href.ts';
import { useDashboardTopAds } from '../api/get-dashboard-top-ads.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { rangeSearch } from './dashboard-format.ts';
import { TopLinesTable } from './TopLinesTable.tsx';
import { usePeriodParam } from './use-period-param.ts';

/** The ten ads with the most clicks in the widget's period, each opening its ad. */
export function TopAdsCard() {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriodParam('ads');
  const query = useDashboardTopAds(period);
  const range = query.data?.range;
  const title = t('dashboardReports.topAds.title');
  return (
    <DashboardWidget
      title={title}
      icon={<CampaignOutlinedIcon />}
      tone="warning"
      period={{ value: period, onChange: setPeriod, range }}
      report={{
        to: href('report-clicks', {}, rangeSearch(range)),
        label: t('dashboardReports.topAds.report'),
      }}
      testId="dashboard-top-ads"
      flush
    >
      <TopLinesTable
        query={query}
        label={title}
        nameHeader={t('dashboardReports.topAds.name')}
        name={(line) => (
          <Link
            component={RouterLink}
            to={href('advertisement-detail', { id: line.id })}
            data-testid="dashboard-top-ads-link"
          >
            {line.name}
          </Link>
        )}
        empty={t('dashboardReports.topAds.empty')}
        errorMessage={t('dashboardReports.topAds.fetchFailed')}
        testId="dashboard-top-ads"
      />
    </DashboardWidget>
  );
}
