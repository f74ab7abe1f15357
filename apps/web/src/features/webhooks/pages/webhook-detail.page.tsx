import {
  WEBHOOK_DELIVERY_PAGE_SIZES,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
} from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { HttpError } from '../../../lib/http.ts';
import { oneOf } from '../../../lib/url-filter.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useWebhook } from '../api/get-webhook.ts';
import { type DeliveriesFilter, useWebhookDeliveries } from '../api/list-webhook-deliveries.ts';
import { useWebhookActions } from '../components/WebhookActions.tsx';
import { WebhookDeliveriesTable } from '../components/WebhookDeliveriesTable.tsx';
import { WebhookDeliveryDialog } from '../components/WebhookDeliveryDialog.tsx';
import { WebhookEndpointSummary } from '../components/WebhookEndpointSummary.tsx';

const DEFAULT_PAGE_SIZE = 25;

function readFilter(params: URLSearchParams): DeliveriesFilter {
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  return {
    status: oneOf(WEBHOOK_DELIVERY_STATUSES, params.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (WEBHOOK_DELIVERY_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * /setting/webhooks/{id} (read Webhook): one endpoint — its settings and the same actions as the list — and its
 * delivery log, filtered by status and paged in the address; a delivery opens over it (`?delivery=`), also kept
 * in the address so it can be linked.
 */
export default function WebhookDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const endpoint = useWebhook(id);
  useDocumentTitle(endpoint.data?.url ?? t('webhooks.title'));
  const actions = useWebhookActions({ onDeleted: () => void navigate(href('webhooks'), { replace: true }) });
  const notFound = endpoint.error instanceof HttpError && endpoint.error.status === 404;

  return (
    <>
      <PageHeader
        title={
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {endpoint.data?.url ?? t('webhooks.detail.summary')}
          </Box>
        }
        subtitle={endpoint.data?.description ?? undefined}
        actions={
          <Button
            component={RouterLink}
            to={href('webhooks')}
            variant="outlined"
            startIcon={<ArrowBackIcon />}
          >
            {t('webhooks.detail.back')}
          </Button>
        }
      />
      {endpoint.isPending ? (
        <Skeleton
          variant="rounded"
          height={240}
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        />
      ) : endpoint.isError ? (
        notFound ? (
          <Alert severity="error">{t('webhooks.detail.notFound')}</Alert>
        ) : (
          <RetryAlert onRetry={() => endpoint.refetch()}>{t('webhooks.detail.fetchFailed')}</RetryAlert>
        )
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <WebhookEndpointSummary endpoint={endpoint.data} can={actions.can} onAction={actions.run} />
          <Deliveries endpoint={endpoint.data} canRedeliver={actions.can.update} />
        </Box>
      )}
      {actions.dialog}
    </>
  );
}

function Deliveries({ endpoint, canRedeliver }: { endpoint: WebhookEndpoint; canRedeliver: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const opened = params.get('delivery');
  const deliveries = useWebhookDeliveries(endpoint.id, filter);
  const setSearch = useCallback(
    (next: DeliveriesFilter, delivery: string | null) => {
      const search = new URLSearchParams();
      if (next.status) search.set('status', next.status);
      if (next.page > 1) search.set('page', String(next.page));
      if (next.pageSize !== DEFAULT_PAGE_SIZE) search.set('page_size', String(next.pageSize));
      if (delivery) search.set('delivery', delivery);
      setParams(search, { replace: true });
    },
    [setParams],
  );

  return (
    <Card component="section" aria-labelledby="webhook-deliveries-title">
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          pb: '8px !important',
        }}
      >
        <Typography id="webhook-deliveries-title" variant="h5" component="h2">
          {t('webhooks.deliveries.title')}
        </Typography>
        <FilterSelect<WebhookDeliveryStatus>
          label={t('webhooks.deliveries.status')}
          all={t('webhooks.deliveries.allStatuses')}
          value={filter.status}
          options={WEBHOOK_DELIVERY_STATUSES}
          optionLabel={(status) => t(`webhooks.deliveryStatus.${status}`)}
          onChange={(status) => setSearch({ ...filter, status, page: 1 }, null)}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          testId="webhook-deliveries-status"
        />
      </CardContent>
      <WebhookDeliveriesTable
        deliveries={deliveries.data?.data ?? []}
        total={deliveries.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        query={deliveries}
        labelledBy="webhook-deliveries-title"
        onPage={(page, pageSize) => setSearch({ ...filter, page, pageSize }, null)}
        onOpen={(delivery) => setSearch(filter, delivery.id)}
        empty={filter.status ? t('webhooks.deliveries.emptyFiltered') : t('webhooks.deliveries.empty')}
      />
      {opened ? (
        <WebhookDeliveryDialog
          endpointId={endpoint.id}
          deliveryId={opened}
          canRedeliver={canRedeliver}
          onClose={() => setSearch(filter, null)}
        />
      ) : null}
    </Card>
  );
}
