import { CLICK_STATUSES, TARGET_TYPES } from '@adportal/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { type AdsFilter, useAds, usePlannerTargets } from '../../advertisements/index.ts';
import type { ClickReportFilter } from '../api/list-click-report.ts';

/** Every ad of the advertiser, by name (the API's largest page). */
const ALL_ADS: AdsFilter = {
  search: '',
  type: '',
  status: '',
  display: '',
  from: '',
  to: '',
  period: 'month',
  sort: 'name',
  order: 'asc',
  page: 1,
  pageSize: 100,
};

const field = { flex: { xs: '1 1 100%', sm: '1 1 160px' }, maxWidth: { sm: 240 } } as const;

/** The click report's filters: ad, target type, status, website and dates. */
export function ClickReportFilters({
  filter,
  onChange,
  withDates = true,
}: {
  filter: ClickReportFilter;
  onChange: (patch: Partial<ClickReportFilter>) => void;
  /** A day's clicks have their dates fixed. */
  withDates?: boolean;
}) {
  const { t } = useTranslation();
  const ads = useAds(ALL_ADS);
  const websites = usePlannerTargets({ targetType: 'website', type: 'click', search: '' });
  const adNames = new Map((ads.data?.data ?? []).map((ad) => [ad.id, ad.name]));
  const siteNames = new Map((websites.data?.data ?? []).map((site) => [site.id, site.name]));
  // A filter from a shared link stays readable while its list loads (or when it is not in the list).
  if (filter.advertisementId && !adNames.has(filter.advertisementId))
    adNames.set(filter.advertisementId, '…');
  if (filter.siteId && !siteNames.has(filter.siteId)) siteNames.set(filter.siteId, '…');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, p: { xs: 2, sm: 2.5 } }}>
      <FilterSelect
        label={t('reports.clicks.filters.ad')}
        all={t('reports.clicks.filters.allAds')}
        value={filter.advertisementId}
        options={[...adNames.keys()]}
        optionLabel={(id) => adNames.get(id) ?? id}
        onChange={(advertisementId) => onChange({ advertisementId })}
        sx={field}
        testId="click-report-ad-filter"
      />
      <FilterSelect
        label={t('reports.clicks.columns.targetType')}
        all={t('reports.clicks.filters.allTargetTypes')}
        value={filter.targetType}
        options={TARGET_TYPES}
        optionLabel={(type) => t(`planner.kind.${type}`)}
        onChange={(targetType) => onChange({ targetType })}
        sx={field}
        testId="click-report-type-filter"
      />
      <FilterSelect
        label={t('reports.clicks.columns.status')}
        all={t('clicks.allStatuses')}
        value={filter.status}
        options={CLICK_STATUSES}
        optionLabel={(status) => t(`clicks.statuses.${status}`)}
        onChange={(status) => onChange({ status })}
        sx={field}
        testId="click-report-status-filter"
      />
      <FilterSelect
        label={t('reports.clicks.columns.website')}
        all={t('reports.clicks.filters.allWebsites')}
        value={filter.siteId}
        options={[...siteNames.keys()]}
        optionLabel={(id) => siteNames.get(id) ?? id}
        onChange={(siteId) => onChange({ siteId })}
        sx={field}
        testId="click-report-site-filter"
      />
      {withDates ? (
        <DateRangeFields
          from={filter.from}
          to={filter.to}
          fromLabel={t('reports.from')}
          toLabel={t('reports.to')}
          onChange={(range) => onChange(range)}
          sx={{ flex: { xs: '1 1 40%', sm: '1 1 150px' }, maxWidth: { sm: 200 } }}
        />
      ) : null}
    </Box>
  );
}
