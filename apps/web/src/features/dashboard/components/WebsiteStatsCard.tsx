import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import LanguageOutlinedIcon from '../../../components/icons/LanguageOutlined.tsx';
import { href } from '../../../routing/href.ts';
import { useDashboardWebsites } from '../api/get-dashboard-websites.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { rangeSearch } from './dashboard-format.ts';
import { TopLinesTable } from './TopLinesTable.tsx';
import { usePeriodParam } from './use-period-param.ts';

/**
 * The publisher websites the ads ran on in the widget's period (the ten with the most spend), each opening the
 * click report for that website.
 */
export function WebsiteStatsCard() {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriodParam('websites');
  const query = useDashboardWebsites(period);
  const range = query.data?.range;
  const title = t('dashboardReports.websites.title');
  return (
    <DashboardWidget
      title={title}
      icon={<LanguageOutlinedIcon />}
      tone="success"
      period={{ value: period, onChange: setPeriod, range }}
      report={{
        to: href('report-clicks', {}, rangeSearch(range)),
        label: t('dashboardReports.websites.report'),
      }}
      testId="dashboard-websites"
      flush
    >
      <TopLinesTable
        query={query}
        label={title}
        nameHeader={t('dashboardReports.websites.name')}
        name={(line) => (
          <Link
            component={RouterLink}
            to={href('report-clicks', {}, { ...rangeSearch(range), site_id: line.id })}
            aria-label={t('dashboardReports.websites.clicksOf', { name: line.name })}
          >
            {line.name}
          </Link>
        )}
        empty={t('dashboardReports.websites.empty')}
        errorMessage={t('dashboardReports.websites.fetchFailed')}
        testId="dashboard-websites"
      />
    </DashboardWidget>
  );
}
