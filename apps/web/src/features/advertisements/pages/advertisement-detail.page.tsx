import type { Advertisement } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import DeleteOutlineIcon from '../../../components/icons/DeleteOutlined.tsx';
import EventNoteOutlinedIcon from '../../../components/icons/EventNoteOutlined.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { alertError, showSuccess } from '../../../lib/alerts.ts';
import { HttpError } from '../../../lib/http.ts';
import { useCatalogueName } from '../../../lib/use-catalogue-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { pixels, useAdFormat } from '../ad-format.ts';
import { AD_TABS, type AdTab, adTabOf } from '../ad-tabs.ts';
import { useDeleteAdMutation } from '../api/delete-ad.ts';
import { useAd } from '../api/get-ad.ts';
import { AdDisplaySwitch } from '../components/AdDisplaySwitch.tsx';
import { AdInformationTab } from '../components/AdInformationTab.tsx';
import { AdServing } from '../components/AdServing.tsx';
import { AdStatusChip } from '../components/AdStatusChip.tsx';
import { AdThumbnail } from '../components/AdThumbnail.tsx';
import { NotServingPanel } from '../components/NotServingPanel.tsx';

// The first tab comes with the page; the others (forms, the chart) when first opened.
const AdBiddingTab = lazyNamed(() => import('../components/AdBiddingTab.tsx'), 'AdBiddingTab');
const AdBudgetTab = lazyNamed(() => import('../components/AdBudgetTab.tsx'), 'AdBudgetTab');
const AdScheduleTab = lazyNamed(() => import('../components/AdScheduleTab.tsx'), 'AdScheduleTab');
const AdStatisticsTab = lazyNamed(() => import('../components/AdStatisticsTab.tsx'), 'AdStatisticsTab');
const AdStatusLogsTab = lazyNamed(() => import('../components/AdStatusLogsTab.tsx'), 'AdStatusLogsTab');

/**
 * /advertisement/{id} (read Advertisement): the ad's status and online switch, why it is not running, and
 * its tabs (information, bidding, schedule, budget, statistic, status logs) kept in the address as ?tab=.
 */
export default function AdvertisementDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const ad = useAd(id);
  useDocumentTitle(ad.data?.name ?? t('ad.detail.title'));

  const back = (
    <Button
      component={RouterLink}
      to={href('advertisement')}
      variant="outlined"
      startIcon={<ArrowBackIcon />}
    >
      {t('ad.backToList')}
    </Button>
  );

  if (ad.isPending) {
    return (
      <Box aria-busy="true" aria-label={t('common.loading')}>
        <PageHeader title={<Skeleton width={280} />} actions={back} />
        <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  }
  if (ad.isError) {
    const notFound = ad.error instanceof HttpError && ad.error.status === 404;
    return (
      <>
        <PageHeader title={t('ad.detail.title')} actions={back} />
        {notFound ? (
          <Alert severity="warning" data-testid="ad-not-found">
            {t('ad.notFound')}
          </Alert>
        ) : (
          <RetryAlert onRetry={() => ad.refetch()}>{t('ad.fetchOneFailed')}</RetryAlert>
        )}
      </>
    );
  }
  return <AdDetail ad={ad.data} back={back} />;
}

function AdDetail({ ad, back }: { ad: Advertisement; back: ReactNode }) {
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const ability = useAbility<AppAbility>();
  const navigate = useNavigate();
  const format = useAdFormat();
  const [params, setParams] = useSearchParams();
  const tab = adTabOf(params.get('tab'));
  const remove = useDeleteAdMutation();
  const [deleting, setDeleting] = useState(false);
  const canDelete = ability.can('delete', 'Advertisement') && ad.status !== 'deleted';

  const openTab = (next: AdTab) => {
    const query = new URLSearchParams(params);
    if (next === 'information') query.delete('tab');
    else query.set('tab', next);
    setParams(query, { replace: true });
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(ad.id);
      setDeleting(false);
      void navigate(href('advertisement'), { replace: true });
      void showSuccess(t('ad.deleted'));
    } catch (error) {
      setDeleting(false);
      alertError(error);
    }
  };

  return (
    <>
      <PageHeader
        title={
          <Box component="span" sx={{ overflowWrap: 'anywhere' }} data-testid="ad-title">
            {ad.name}
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {back}
            <Button
              component={RouterLink}
              to={href('advertisement-day-report', { id: ad.id })}
              variant="outlined"
              startIcon={<EventNoteOutlinedIcon />}
              data-testid="ad-day-report-link"
            >
              {t('reports.dayReport')}
            </Button>
            {canDelete ? (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setDeleting(true)}
                data-testid="ad-delete"
              >
                {t('ad.delete.action')}
              </Button>
            ) : null}
          </Box>
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Card>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: { xs: 2, md: 3 },
              p: { xs: 2, sm: 2.5 },
            }}
          >
            <AdThumbnail
              image={ad.image}
              alt={t('ad.thumbnailAlt', { name: ad.name })}
              width={112}
              height={72}
            />
            <Fact label={t('ad.columns.status')}>
              <AdStatusChip status={ad.status} />
            </Fact>
            <Fact label={t('ad.columns.display')}>
              <AdDisplaySwitch ad={ad} />
            </Fact>
            <Fact label={t('ad.detail.serving')}>
              <AdServing ad={ad} />
            </Fact>
            <Fact label={t('ad.columns.type')}>{t(`ad.types.${ad.type}`)}</Fact>
            <Fact label={t('ad.columns.size')}>
              {catalogueName('adSizes', ad.ad_size.name)} ({pixels(ad.ad_size)})
            </Fact>
            <Fact label={t('ad.columns.budget')}>{format.budget(ad.budget)}</Fact>
          </Box>
          {ad.status === 'rejected' || ad.status === 'banned' ? (
            <>
              <Divider />
              <Alert severity="error" sx={{ borderRadius: 0 }} data-testid="ad-status-reason">
                <AlertTitle>{t(`ad.detail.reasonTitle.${ad.status}`)}</AlertTitle>
                {ad.status_reason || t('ad.detail.noReason')}
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t(`ad.detail.reasonHelp.${ad.status}`)}
                </Typography>
              </Alert>
            </>
          ) : ad.status === 'pending' ? (
            <>
              <Divider />
              <Alert severity="info" sx={{ borderRadius: 0 }} data-testid="ad-pending-note">
                {t('ad.detail.pendingNote')}
              </Alert>
            </>
          ) : null}
        </Card>

        <NotServingPanel ad={ad} onOpenTab={openTab} />

        <Box>
          <Tabs
            value={tab}
            onChange={(_event, next: AdTab) => openTab(next)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={t('ad.detail.tabsLabel')}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {AD_TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`ad.detail.tabs.${name}`)}
                id={`ad-tab-${name}`}
                aria-controls={`ad-tabpanel-${name}`}
                data-testid={`ad-tab-${name}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`ad-tabpanel-${tab}`} aria-labelledby={`ad-tab-${tab}`}>
            {tab === 'information' ? <AdInformationTab ad={ad} /> : null}
            {tab === 'bidding' ? <AdBiddingTab ad={ad} /> : null}
            {tab === 'schedule' ? <AdScheduleTab ad={ad} /> : null}
            {tab === 'budget' ? <AdBudgetTab ad={ad} /> : null}
            {tab === 'statistic' ? <AdStatisticsTab ad={ad} /> : null}
            {tab === 'logs' ? <AdStatusLogsTab ad={ad} /> : null}
          </Box>
        </Box>
      </Box>
      {deleting ? (
        <ConfirmDialog
          title={t('ad.delete.title')}
          text={t('ad.delete.text', { name: ad.name })}
          confirmLabel={t('ad.delete.confirm')}
          tone="error"
          pending={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.25 }}>
        {label}
      </Typography>
      <Box sx={{ fontWeight: 500, minHeight: 32, display: 'flex', alignItems: 'center' }}>{children}</Box>
    </Box>
  );
}
