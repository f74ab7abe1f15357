import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ArrowForwardIcon from '../../../components/icons/ArrowForward.tsx';
import { href } from '../../../routing/href.ts';
import type { ClickReportFilter } from '../api/list-click-report.ts';
import { ClickReportFilters } from './ClickReportFilters.tsx';
import { ClickReportList } from './ClickReportList.tsx';

/** The click report of one platform day (from = to = the day), with the other filters and a link to the full report. */
export function DayClicksCard({ date }: { date: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ClickReportFilter>({
    from: date,
    to: date,
    advertisementId: '',
    targetType: '',
    status: '',
    siteId: '',
    pageSize: 10,
  });
  const dayFilter = { ...filter, from: date, to: date };
  const narrowed = Boolean(filter.advertisementId || filter.targetType || filter.status || filter.siteId);
  return (
    <Card component="section" aria-labelledby="day-clicks-title">
      <CardHeader
        title={t('reports.day.clicksTitle')}
        subheader={t('reports.day.clicksSubtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'day-clicks-title' } }}
        action={
          <Button
            component={RouterLink}
            to={href(
              'report-clicks',
              {},
              {
                from: date,
                to: date,
                advertisement_id: filter.advertisementId,
                target_type: filter.targetType,
                status: filter.status,
                site_id: filter.siteId,
              },
            )}
            size="small"
            endIcon={<ArrowForwardIcon />}
            data-testid="day-clicks-open"
          >
            {t('reports.day.clicksOpen')}
          </Button>
        }
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      />
      <ClickReportFilters
        filter={dayFilter}
        onChange={(patch) => setFilter((current) => ({ ...current, ...patch }))}
        withDates={false}
      />
      <ClickReportList
        filter={dayFilter}
        empty={narrowed ? t('reports.clicks.empty') : t('reports.day.clicksEmpty')}
        onPageSize={(pageSize) => setFilter((current) => ({ ...current, pageSize }))}
        labelledBy="day-clicks-title"
      />
    </Card>
  );
}
