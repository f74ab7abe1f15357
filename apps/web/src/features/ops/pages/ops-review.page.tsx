import { AD_TYPES, type AdStatus, type AdType, type Advertisement } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { showError } from '../../../lib/alerts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { AdStatusChip } from '../../advertisements/index.ts';
import { usePendingCount } from '../api/count-pending-ads.ts';
import { type OpsAdsFilter, useOpsAds } from '../api/list-ops-ads.ts';
import { ReviewDialog } from '../components/ReviewDialog.tsx';

const TABS = ['pending', 'approved', 'rejected', 'banned', 'all'] as const;
type ReviewTab = (typeof TABS)[number];
const PAGE_SIZES = [10, 25, 50] as const;
const MAX_COUNTRIES_SHOWN = 3;

function filterFrom(params: URLSearchParams): OpsAdsFilter & { tab: ReviewTab } {
  const tab = (TABS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ReviewTab)
    : 'pending';
  const type = params.get('type');
  const size = Number(params.get('size'));
  return {
    tab,
    status: tab === 'all' ? '' : (tab as AdStatus),
    type: (AD_TYPES as readonly string[]).includes(type ?? '') ? (type as AdType) : '',
    search: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

function paramsFrom(filter: OpsAdsFilter & { tab: ReviewTab }): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.tab !== 'pending') params.set('status', filter.tab);
  if (filter.type) params.set('type', filter.type);
  if (filter.search) params.set('q', filter.search);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== 10) params.set('size', String(filter.pageSize));
  return params;
}

const nowrap = { whiteSpace: 'nowrap' } as const;
/** The review button stays in view while a narrow screen scrolls the table sideways. */
const sticky = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
} as const;

/**
 * /ops/advertisements (read OpsReview): the review queue (pending first) and every ad by status, searchable,
 * paged on the server. Opening an ad shows it at its real size with its history; approve, reject, ban or
 * unban as its status allows (update OpsReview).
 */
export default function OpsReviewPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('opsReview.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const ads = useOpsAds(filter);
  const pending = usePendingCount();
  const [reviewing, setReviewing] = useState<Advertisement | null>(null);
  const notify = useNotice(reviewing !== null);
  // Someone else moved the ad first: said once the dialog is gone (the list is already read again).
  const [conflict, setConflict] = useState(false);
  useEffect(() => {
    if (!conflict || reviewing) return;
    setConflict(false);
    void showError(t('opsReview.conflict'));
  }, [conflict, reviewing, t]);
  const canModerate = ability.can('update', 'OpsReview');
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));

  const set = useCallback(
    (patch: Partial<OpsAdsFilter & { tab: ReviewTab }>) =>
      setParams((current) => paramsFrom({ ...filterFrom(current), page: 1, ...patch }), { replace: true }),
    [setParams],
  );
  const onSearch = useCallback((search: string) => set({ search }), [set]);
  const columns: DataColumn<Advertisement>[] = [
    {
      id: 'ad',
      header: `${t('opsReview.columns.ad')} / ${t('opsReview.columns.advertiser')}`,
      phone: 'full',
      sx: { minWidth: 220 },
      cell: (ad) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            component="img"
            src={ad.image.url}
            alt=""
            loading="lazy"
            sx={{
              width: 56,
              height: 40,
              objectFit: 'contain',
              borderRadius: 1,
              bgcolor: 'action.hover',
              flexShrink: 0,
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{ad.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="review-advertiser">
              {ad.advertiser_name ?? '—'}
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      id: 'type',
      header: `${t('opsReview.columns.type')} / ${t('opsReview.columns.size')}`,
      sx: nowrap,
      cell: (ad) => (
        <>
          {t(`planner.types.${ad.type}`)}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {ad.ad_size.name} · {ad.ad_size.width}×{ad.ad_size.height}
          </Typography>
        </>
      ),
    },
    {
      id: 'redirect',
      header: t('opsReview.columns.redirect'),
      cell: (ad) => ad.redirect_url,
      title: (ad) => ad.redirect_url,
      sx: {
        maxWidth: 200,
        fontFamily: 'monospace',
        fontSize: 13,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
    },
    {
      id: 'category',
      header: `${t('opsReview.columns.category')} / ${t('opsReview.columns.countries')}`,
      sx: { minWidth: 150 },
      cell: (ad) => <CategoryAndCountries ad={ad} />,
    },
    {
      id: 'submitted',
      header: t('opsReview.columns.submitted'),
      sx: nowrap,
      cell: (ad) => (
        <time dateTime={ad.updated_at}>
          {day(ad.updated_at)}
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {time(ad.updated_at)}
          </Typography>
        </time>
      ),
    },
    {
      id: 'status',
      header: t('opsReview.columns.status'),
      cell: (ad) => <AdStatusChip status={ad.status} />,
    },
    {
      id: 'actions',
      header: t('opsReview.columns.actions'),
      align: 'right',
      sx: sticky,
      headerSx: sticky,
      stopsRowClick: true,
      cell: (ad) => (
        <Button
          size="small"
          variant={ad.status === 'pending' ? 'contained' : 'outlined'}
          startIcon={<FactCheckOutlinedIcon />}
          onClick={() => setReviewing(ad)}
          data-testid="review-open"
          aria-label={t('opsReview.openLabel', { name: ad.name })}
          sx={nowrap}
        >
          {t(ad.status === 'pending' && canModerate ? 'opsReview.review' : 'opsReview.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('opsReview.title')}
        subtitle={t('opsReview.subtitle')}
        actions={
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<RefreshIcon />}
            disabled={ads.isFetching}
            onClick={() => {
              void ads.refetch();
              void pending.refetch();
            }}
          >
            {t('common.refresh')}
          </Button>
        }
      />
      <Card component="section" aria-label={t('opsReview.title')}>
        <Tabs
          value={filter.tab}
          onChange={(_event, tab: ReviewTab) => set({ tab })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('opsReview.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: { sm: 1 } }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              data-testid={`review-tab-${tab}`}
              sx={{ minHeight: 56 }}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {t(`opsReview.tabs.${tab}`)}
                  {tab === 'pending' && pending.data ? (
                    <Chip
                      size="small"
                      color="warning"
                      label={pending.data}
                      data-testid="review-pending-count"
                      sx={{ height: 20, fontSize: 12 }}
                    />
                  ) : null}
                </Box>
              }
            />
          ))}
        </Tabs>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: { xs: 2, sm: 2.5 } }}>
          <SearchField
            label={t('opsReview.search')}
            value={filter.search}
            onSearch={onSearch}
            sx={{ flex: { xs: '1 1 100%', md: '1 1 280px' }, maxWidth: { md: 420 } }}
          />
          <FilterSelect
            label={t('opsReview.columns.type')}
            all={t('opsReview.allTypes')}
            value={filter.type}
            options={AD_TYPES}
            optionLabel={(type) => t(`planner.types.${type}`)}
            onChange={(value) => set({ type: value })}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' } }}
          />
        </Box>
        <DataTable
          columns={columns}
          rows={ads.data?.data ?? []}
          rowKey={(ad) => ad.id}
          rowTestId="review-row"
          label={t(`opsReview.tabs.${filter.tab}`)}
          query={ads}
          errorMessage={t('opsReview.fetchFailed')}
          empty={
            <>
              <FactCheckOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
              <Typography sx={{ mt: 1, fontWeight: 500, color: 'text.primary' }}>
                {filter.search || filter.type
                  ? t('opsReview.emptySearch')
                  : t(`opsReview.empty.${filter.tab}`)}
              </Typography>
            </>
          }
          minWidth={960}
          onRowClick={setReviewing}
          pager={{
            page: filter.page,
            pageSize: filter.pageSize,
            total: ads.data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onChange: (page, pageSize) => set({ page, pageSize }),
          }}
        />
      </Card>
      {reviewing ? (
        <ReviewDialog
          key={reviewing.id}
          ad={reviewing}
          canModerate={canModerate}
          onClose={(notice) => {
            setReviewing(null);
            if (notice) notify(notice);
          }}
          onConflict={() => {
            setReviewing(null);
            setConflict(true);
          }}
        />
      ) : null}
    </>
  );
}

/** The ad's category, then every country as a chip up to three and a count of the rest (all in the tooltip). */
function CategoryAndCountries({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const shown = ad.countries.slice(0, MAX_COUNTRIES_SHOWN);
  const more = ad.countries.length - shown.length;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {ad.category.name}
      </Typography>
      {ad.all_countries ? (
        <Chip size="small" variant="outlined" label={t('opsReview.allCountries')} />
      ) : (
        <Tooltip title={ad.countries.join(', ')}>
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
            {shown.map((code) => (
              <Chip key={code} size="small" variant="outlined" label={code} />
            ))}
            {more > 0 ? <Chip size="small" label={`+${more}`} /> : null}
          </Box>
        </Tooltip>
      )}
    </>
  );
}
