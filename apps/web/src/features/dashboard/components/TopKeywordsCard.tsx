import { useTranslation } from 'react-i18next';
import SellOutlinedIcon from '../../../components/icons/SellOutlined.tsx';
import { href } from '../../../routing/href.ts';
import { useDashboardTopKeywords } from '../api/get-dashboard-top-keywords.ts';
import { DashboardWidget } from './DashboardWidget.tsx';
import { rangeSearch } from './dashboard-format.ts';
import { TopLinesTable } from './TopLinesTable.tsx';
import { usePeriodParam } from './use-period-param.ts';

/** The ten keywords with the most clicks in the widget's period, over every ad bidding on them. */
export function TopKeywordsCard() {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriodParam('keywords');
  const query = useDashboardTopKeywords(period);
  const range = query.data?.range;
  const title = t('dashboardReports.topKeywords.title');
  return (
    <DashboardWidget
      title={title}
      icon={<SellOutlinedIcon />}
      tone="info"
      period={{ value: period, onChange: setPeriod, range }}
      report={{
        to: href('report-clicks', {}, { ...rangeSearch(range), target_type: 'keyword' }),
        label: t('dashboardReports.topKeywords.report'),
      }}
      testId="dashboard-top-keywords"
      flush
    >
      <TopLinesTable
        query={query}
        label={title}
        nameHeader={t('dashboardReports.topKeywords.name')}
        name={(line) => line.name}
        empty={t('dashboardReports.topKeywords.empty')}
        errorMessage={t('dashboardReports.topKeywords.fetchFailed')}
        testId="dashboard-top-keywords"
      />
    </DashboardWidget>
  );
}
