import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import AddIcon from '../../../components/icons/Add.tsx';
import FilterAltOffOutlinedIcon from '../../../components/icons/FilterAltOffOutlined.tsx';
import RefreshIcon from '../../../components/icons/Refresh.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { TablePager } from '../../../components/TablePager.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { AD_LIST_TABS, ADS_PAGE_SIZES, type AdListTab, useAdsFilter } from '../ads-filter.ts';
import { adsQuery, useAds } from '../api/list-ads.ts';
import { AdCards } from '../components/AdCards.tsx';
import { AdsBulkBar } from '../components/AdsBulkBar.tsx';
import { AdsFiltersBar } from '../components/AdsFiltersBar.tsx';
import { AdsTable } from '../components/AdsTable.tsx';
import { FirstAdInvite } from '../components/FirstAdInvite.tsx';

/**
 * /advertisement and /advertisement/{all,pending,approved,rejected,banned} (read Advertisement): the ads
 * with status tabs, filters, server-side sorting and pages, the online switch and whether each ad serves,
 * export of exactly the filtered rows, and the way to create an ad.
 */
export default function AdvertisementsPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const ability = useAbility<AppAbility>();
  const filters = useAdsFilter();
  const { tab, filter, filtered, setFilter, clearFilters } = filters;
  const ads = useAds(filter);
  const canCreate = ability.can('create', 'Advertisement');
  const canUpdate = ability.can('update', 'Advertisement');
  useDocumentTitle(tab === 'all' ? t('ad.title') : t(`ad.tabs.${tab}`));

  const rows = ads.data?.data ?? [];
  // Picks hold only ads on the page: another page, filter or sort starts with the ones still shown.
  const [picks, setPicks] = useState<ReadonlySet<string>>(new Set());
  const pageIds = useMemo(() => rows.map((ad) => ad.id), [rows]);
  const selected = useMemo(() => new Set(pageIds.filter((id) => picks.has(id))), [pageIds, picks]);
  const pick = (id: string, picked: boolean) =>
    setPicks((current) => {
      const next = new Set(current);
      if (picked) next.add(id);
      else next.delete(id);
      return next;
    });
  const empty = ads.isSuccess && rows.length === 0;
  const firstAd = empty && !filtered && tab === 'all';

  return (
    <>
      <PageHeader
        title={t('ad.title')}
        subtitle={t('ad.subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void ads.refetch()}
              disabled={ads.isFetching}
              data-testid="ads-refresh"
            >
              {t('common.refresh')}
            </Button>
            <ExportMenu
              path="/advertisements/export"
              query={adsQuery(filter, false)}
              filename="advertisements"
            />
            {canCreate ? (
              <Button
                component={RouterLink}
                to={href('advertisement-add')}
                variant="contained"
                startIcon={<AddIcon />}
                data-testid="ad-create"
              >
                {t('ad.create')}
              </Button>
            ) : null}
          </Box>
        }
      />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: AdListTab) => filters.openTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('ad.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
        >
          {AD_LIST_TABS.map((name) => (
            <Tab key={name} value={name} label={t(`ad.tabs.${name}`)} data-testid={`ads-tab-${name}`} />
          ))}
        </Tabs>
        <AdsFiltersBar state={filters} compact={compact} />
        {ads.isError ? (
          <RetryAlert onRetry={() => ads.refetch()} sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
            {t('ad.fetchFailed')}
          </RetryAlert>
        ) : null}
        {canUpdate && !firstAd && !compact ? (
          <AdsBulkBar
            pageIds={pageIds}
            selected={selected}
            onSelectPage={(picked) => setPicks(picked ? new Set(pageIds) : new Set())}
            onDone={() => setPicks(new Set())}
          />
        ) : null}
        <FetchingBar active={ads.isFetching} />
        {firstAd ? (
          <FirstAdInvite canCreate={canCreate} />
        ) : compact ? (
          <AdCards ads={rows} loading={ads.isPending} />
        ) : (
          <AdsTable
            rows={rows}
            loading={ads.isPending}
            filter={filter}
            sortBy={filters.sortBy}
            {...(canUpdate ? { selected, onSelect: pick } : {})}
          />
        )}
        {empty && !firstAd ? (
          <Box sx={{ py: 6, px: 2, textAlign: 'center' }} data-testid="ads-empty">
            <Typography sx={{ color: 'text.secondary', mb: filtered ? 1.5 : 0 }}>
              {filtered ? t('ad.emptyFiltered') : t('ad.emptyStatus', { status: t(`ad.tabs.${tab}`) })}
            </Typography>
            {filtered ? (
              <Button onClick={clearFilters} startIcon={<FilterAltOffOutlinedIcon />}>
                {t('ad.filters.clear')}
              </Button>
            ) : null}
          </Box>
        ) : null}
        {firstAd ? null : (
          <TablePager
            count={ads.data?.total ?? 0}
            page={filter.page}
            pageSize={filter.pageSize}
            pageSizes={ADS_PAGE_SIZES}
            onChange={(page, pageSize) => setFilter({ ...filter, page, pageSize })}
          />
        )}
      </Card>
    </>
  );
}
