import { AD_TYPES, type Advertisement } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/DataTable.tsx';
import { FilterSelect } from '../../../../components/FilterSelect.tsx';
import FactCheckOutlinedIcon from '../../../../components/icons/FactCheckOutlined.tsx';
import RefreshIcon from '../../../../components/icons/Refresh.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { SearchField } from '../../../../components/SearchField.tsx';
import { showError } from '../../../../lib/alerts.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useNotice } from '../../../../lib/use-notice.ts';
import { usePendingCount } from '../api/count-pending-ads.ts';
import { useOpsAds } from '../api/list-ops-ads.ts';
import { useReviewColumns } from '../review-columns.tsx';
import {
  filterFrom,
  paramsFrom,
  REVIEW_PAGE_SIZES,
  REVIEW_TABS,
  type ReviewFilter,
  type ReviewTab,
} from '../review-filter.ts';

const ReviewDialog = lazyNamed(() => import('../components/ReviewDialog.tsx'), 'ReviewDialog');
const AdClicksDialog = lazyNamed(() => import('../components/AdClicksDialog.tsx'), 'AdClicksDialog');

/**
 * /ops/advertisements (read OpsReview): the review queue (pending first) and every ad by status, searchable,
 * paged on the server. Opening an ad shows it at its real size with its history; approve, reject, ban or
 * unban as its status allows (update OpsReview).
 */
export default function OpsReviewPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('opsReview.title'));
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const ads = useOpsAds(filter);
  const pending = usePendingCount();
  const [reviewing, setReviewing] = useState<Advertisement | null>(null);
  const [clicksOf, setClicksOf] = useState<Advertisement | null>(null);
  const notify = useNotice(reviewing !== null);
  // Someone else moved the ad first: said once the dialog is gone (the list is already read again).
  const [conflict, setConflict] = useState(false);
  useEffect(() => {
    if (!conflict || reviewing) return;
    setConflict(false);
    void showError(t('opsReview.conflict'));
  }, [conflict, reviewing, t]);
  const canModerate = ability.can('update', 'OpsReview');

  const set = useCallback(
    (patch: Partial<ReviewFilter>) =>
      setParams((current) => paramsFrom({ ...filterFrom(current), page: 1, ...patch }), { replace: true }),
    [setParams],
  );
  const onSearch = useCallback((search: string) => set({ search }), [set]);
  const columns = useReviewColumns({ canModerate, onReview: setReviewing, onShowClicks: setClicksOf });

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
          {REVIEW_TABS.map((tab) => (
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
            pageSizes: REVIEW_PAGE_SIZES,
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
          onShowClicks={() => {
            setReviewing(null);
            setClicksOf(reviewing);
          }}
        />
      ) : null}
      {clicksOf ? (
        <AdClicksDialog
          key={clicksOf.id}
          ad={clicksOf}
          canVoid={canModerate}
          onClose={() => setClicksOf(null)}
        />
      ) : null}
    </>
  );
}
