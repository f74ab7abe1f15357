import {
  AD_DISPLAYS,
  AD_SORTS,
  AD_STATUSES,
  AD_TYPES,
  type AdSort,
  type Advertisement,
} from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import AddIcon from '@mui/icons-material/Add';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DateRangeFields } from '../../../components/DateRangeFields.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { TablePager } from '../../../components/TablePager.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { pixels, useAdFormat } from '../ad-format.ts';
import { type AdsFilter, adsQuery, useAds } from '../api/advertisements.ts';
import { AdDisplaySwitch } from '../components/AdDisplaySwitch.tsx';
import { AdServing } from '../components/AdServing.tsx';
import { AdStatusChip } from '../components/AdStatusChip.tsx';
import { AdThumbnail } from '../components/AdThumbnail.tsx';

const FILTER_SX = { flex: { xs: '1 1 40%', md: '0 0 148px' } };

/** The status tabs: every ad, then one per reviewable status (deleted ads are never listed). */
const TABS = ['all', 'pending', 'approved', 'rejected', 'banned'] as const;
type TabName = (typeof TABS)[number];
const LISTED_STATUSES = AD_STATUSES.filter((status) => status !== 'deleted');
const PAGE_SIZES = [10, 25, 50] as const;
/** Sortable columns and the API's sort for each. */
const SORTABLE: readonly AdSort[] = ['name', 'type', 'status', 'created_at'];

function tabOfPath(pathname: string): TabName {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (TABS as readonly string[]).includes(last) ? (last as TabName) : 'all';
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.includes(value as T) ? (value as T) : '';
}

/** The filter as kept in the address (so a refresh, a shared link and Back keep it). */
function readFilter(params: URLSearchParams, tab: TabName): AdsFilter {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('page_size'));
  return {
    search: params.get('search') ?? '',
    type: oneOf(AD_TYPES, params.get('type')),
    status: tab === 'all' ? oneOf(LISTED_STATUSES, params.get('status')) : tab,
    display: oneOf(AD_DISPLAYS, params.get('display')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    sort: oneOf(AD_SORTS, params.get('sort')) || 'created_at',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 10,
  };
}

function writeFilter(filter: AdsFilter, tab: TabName): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.type) params.set('type', filter.type);
  if (tab === 'all' && filter.status) params.set('status', filter.status);
  if (filter.display) params.set('display', filter.display);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.sort !== 'created_at' || filter.order !== 'desc') {
    params.set('sort', filter.sort);
    params.set('order', filter.order);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== 10) params.set('page_size', String(filter.pageSize));
  return params;
}

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
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = tabOfPath(pathname);
  const filter = useMemo(() => readFilter(params, tab), [params, tab]);
  const ads = useAds(filter);
  const canCreate = ability.can('create', 'Advertisement');
  useDocumentTitle(tab === 'all' ? t('ad.title') : t(`ad.tabs.${tab}`));

  const setFilter = useCallback(
    (next: AdsFilter) => setParams(writeFilter(next, tab), { replace: true }),
    [setParams, tab],
  );
  const set = (patch: Partial<AdsFilter>) => setFilter({ ...filter, ...patch, page: 1 });
  const onSearch = useCallback(
    (search: string) => setFilter({ ...readFilter(params, tab), search, page: 1 }),
    [params, tab, setFilter],
  );
  // The same column flips its order; another starts newest first for dates, A to Z otherwise.
  const sortBy = (sort: AdSort) => {
    if (filter.sort === sort) set({ order: filter.order === 'asc' ? 'desc' : 'asc' });
    else set({ sort, order: sort === 'created_at' ? 'desc' : 'asc' });
  };
  const filtered = Boolean(
    filter.search ||
      filter.type ||
      filter.display ||
      filter.from ||
      filter.to ||
      (tab === 'all' && filter.status),
  );
  // The search box keeps what was typed: a new one starts empty when the filters are cleared.
  const [searchBox, setSearchBox] = useState(0);
  const clearFilters = () => {
    setSearchBox((count) => count + 1);
    setFilter({
      ...readFilter(new URLSearchParams(), tab),
      sort: filter.sort,
      order: filter.order,
      pageSize: filter.pageSize,
    });
  };

  const openTab = (next: TabName) => {
    const kept = writeFilter({ ...filter, status: '', page: 1 }, next);
    const query = kept.toString();
    void navigate(`/advertisement/${next}${query ? `?${query}` : ''}`);
  };

  const rows = ads.data?.data ?? [];
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
                to="/advertisement/add"
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
          onChange={(_event, next: TabName) => openTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('ad.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`ad.tabs.${name}`)} data-testid={`ads-tab-${name}`} />
          ))}
        </Tabs>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
          <SearchField
            key={searchBox}
            label={t('ad.filters.search')}
            value={filter.search}
            onSearch={onSearch}
            sx={{ flex: { xs: '1 1 100%', md: '1 1 200px' } }}
          />
          <FilterSelect
            label={t('ad.filters.type')}
            value={filter.type}
            testId="ads-filter-type"
            onChange={(type) => set({ type })}
            options={AD_TYPES}
            optionLabel={(type) => t(`ad.types.${type}`)}
            all={t('ad.filters.allTypes')}
            sx={FILTER_SX}
          />
          {tab === 'all' ? (
            <FilterSelect
              label={t('ad.filters.status')}
              value={filter.status}
              testId="ads-filter-status"
              onChange={(status) => set({ status })}
              options={LISTED_STATUSES}
              optionLabel={(status) => t(`ad.statuses.${status}`)}
              all={t('ad.filters.allStatuses')}
              sx={FILTER_SX}
            />
          ) : null}
          <FilterSelect
            label={t('ad.filters.display')}
            value={filter.display}
            testId="ads-filter-display"
            onChange={(display) => set({ display })}
            options={AD_DISPLAYS}
            optionLabel={(display) => t(`ad.display.${display}`)}
            all={t('ad.filters.allDisplays')}
            sx={FILTER_SX}
          />
          <DateRangeFields
            from={filter.from}
            to={filter.to}
            fromLabel={t('ad.filters.from')}
            toLabel={t('ad.filters.to')}
            onChange={(range) => set(range)}
            sx={{ flex: { xs: '1 1 40%', md: '0 0 148px' } }}
          />
          {compact ? (
            <TextField
              select
              size="small"
              label={t('ad.filters.sort')}
              value={`${filter.sort}:${filter.order}`}
              onChange={(event) => {
                const [sort, order] = event.target.value.split(':') as [AdSort, 'asc' | 'desc'];
                set({ sort, order });
              }}
              sx={{ flex: '1 1 100%' }}
            >
              {SORTABLE.flatMap((sort) =>
                (['asc', 'desc'] as const).map((order) => (
                  <MenuItem key={`${sort}:${order}`} value={`${sort}:${order}`}>
                    {t(`ad.sorts.${sort}`)} ·{' '}
                    {t(`ad.sortOrders.${sort === 'created_at' ? 'date' : 'text'}.${order}`)}
                  </MenuItem>
                )),
              )}
            </TextField>
          ) : null}
          {filtered ? (
            <Button
              color="secondary"
              startIcon={<FilterAltOffOutlinedIcon />}
              onClick={clearFilters}
              data-testid="ads-clear-filters"
            >
              {t('ad.filters.clear')}
            </Button>
          ) : null}
        </Box>
        {ads.isError ? (
          <RetryAlert onRetry={() => ads.refetch()} sx={{ mx: { xs: 2, sm: 2.5 }, mb: 2 }}>
            {t('ad.fetchFailed')}
          </RetryAlert>
        ) : null}
        <FetchingBar active={ads.isFetching} />
        {firstAd ? (
          <FirstAdInvite canCreate={canCreate} />
        ) : compact ? (
          <AdCards ads={rows} loading={ads.isPending} />
        ) : (
          <TableContainer>
            <Table sx={{ minWidth: 980 }} aria-label={t('ad.title')}>
              <TableHead>
                <TableRow>
                  <SortHeader sort="name" filter={filter} onSort={sortBy}>
                    {t('ad.columns.ad')}
                  </SortHeader>
                  <SortHeader sort="type" filter={filter} onSort={sortBy}>
                    {t('ad.columns.type')}
                  </SortHeader>
                  <TableCell>{t('ad.columns.size')}</TableCell>
                  <SortHeader sort="status" filter={filter} onSort={sortBy}>
                    {t('ad.columns.status')}
                  </SortHeader>
                  <TableCell>{t('ad.columns.display')}</TableCell>
                  <TableCell align="right">{t('ad.columns.budget')}</TableCell>
                  <SortHeader sort="created_at" filter={filter} onSort={sortBy}>
                    {t('ad.columns.created')}
                  </SortHeader>
                </TableRow>
              </TableHead>
              <TableBody>
                {ads.isPending ? <LoadingRows /> : null}
                {rows.map((ad) => (
                  <AdRow key={ad.id} ad={ad} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
            pageSizes={PAGE_SIZES}
            onChange={(page, pageSize) => setFilter({ ...filter, page, pageSize })}
          />
        )}
      </Card>
    </>
  );
}

function SortHeader({
  sort,
  filter,
  onSort,
  children,
}: {
  sort: AdSort;
  filter: AdsFilter;
  onSort: (sort: AdSort) => void;
  children: ReactNode;
}) {
  const active = filter.sort === sort;
  return (
    <TableCell sortDirection={active ? filter.order : false}>
      <TableSortLabel
        active={active}
        direction={active ? filter.order : sort === 'created_at' ? 'desc' : 'asc'}
        onClick={() => onSort(sort)}
        data-testid={`ads-sort-${sort}`}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

function LoadingRows() {
  return ['a', 'b', 'c'].map((row) => (
    <TableRow key={row} aria-hidden="true">
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={72} height={48} />
          <Skeleton variant="text" width={160} />
        </Box>
      </TableCell>
      {['t', 's', 'st', 'd', 'b', 'c'].map((cell) => (
        <TableCell key={cell}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

function AdRow({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const format = useAdFormat();
  return (
    <TableRow hover data-testid="ad-row" data-ad-id={ad.id}>
      <TableCell sx={{ minWidth: 230 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <AdThumbnail image={ad.image} alt={t('ad.thumbnailAlt', { name: ad.name })} />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/advertisement/${ad.id}`}
              underline="hover"
              sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
              data-testid="ad-link"
            >
              {ad.name}
            </Link>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {ad.category.name}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`ad.types.${ad.type}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{ad.ad_size.name}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {pixels(ad.ad_size)}
        </Typography>
      </TableCell>
      <TableCell>
        <AdStatusChip status={ad.status} />
      </TableCell>
      <TableCell sx={{ minWidth: 190 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <AdDisplaySwitch ad={ad} testId="ad-row-display" showLabel={false} />
          <AdServing ad={ad} dense />
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {format.budget(ad.budget)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{format.dateOf(ad.created_at)}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {format.timeOf(ad.created_at)}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

/** Phones and tablets: each ad as a card (the same facts as the table's row). */
function AdCards({ ads, loading }: { ads: Advertisement[]; loading: boolean }) {
  const { t } = useTranslation();
  const format = useAdFormat();
  if (loading) {
    return (
      <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-hidden="true">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('ad.title')}>
      {ads.map((ad, index) => (
        <Box component="li" key={ad.id} data-testid="ad-row" data-ad-id={ad.id}>
          {index > 0 ? <Divider /> : null}
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <AdThumbnail
                image={ad.image}
                alt={t('ad.thumbnailAlt', { name: ad.name })}
                width={88}
                height={58}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Link
                  component={RouterLink}
                  to={`/advertisement/${ad.id}`}
                  underline="hover"
                  sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
                  data-testid="ad-link"
                >
                  {ad.name}
                </Link>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {t(`ad.types.${ad.type}`)} · {ad.ad_size.name} ({pixels(ad.ad_size)})
                </Typography>
                <Box sx={{ mt: 0.75 }}>
                  <AdStatusChip status={ad.status} />
                </Box>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <AdDisplaySwitch ad={ad} testId="ad-row-display" showLabel={false} />
                <AdServing ad={ad} dense />
              </Box>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="body2">
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t('ad.columns.budget')}:{' '}
                </Box>
                {format.budget(ad.budget)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {format.dateTime(ad.created_at)}
              </Typography>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** No ad yet: what an ad is here, in three steps, and the way to create the first one. */
function FirstAdInvite({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="ads-first"
      sx={{ px: { xs: 2.5, sm: 6 }, py: { xs: 5, sm: 8 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          mx: 'auto',
          mb: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'primaryText',
        }}
      >
        <CampaignOutlinedIcon sx={{ fontSize: 40 }} />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('ad.first.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('ad.first.text')}</Typography>
      <Box
        component="ol"
        sx={{
          textAlign: 'start',
          display: 'inline-flex',
          flexDirection: 'column',
          gap: 0.75,
          m: 0,
          mb: 3,
          pl: 2.5,
          color: 'text.secondary',
        }}
      >
        <li>{t('ad.first.step1')}</li>
        <li>{t('ad.first.step2')}</li>
        <li>{t('ad.first.step3')}</li>
      </Box>
      {canCreate ? (
        <Box>
          <Button
            component={RouterLink}
            to="/advertisement/add"
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
            data-testid="ad-create-first"
          >
            {t('ad.first.action')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
