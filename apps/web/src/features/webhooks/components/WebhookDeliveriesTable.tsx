import { WEBHOOK_DELIVERY_PAGE_SIZES, type WebhookDelivery } from '@adportal/contracts';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, type DataTableQuery } from '../../../components/DataTable.tsx';
import { formatCount, formatDateTime, formatRecent } from '../../../lib/format.ts';
import { DeliveryStatusChip } from './WebhookChips.tsx';

/**
 * An endpoint's delivery log, a page at a time: when, which event, how it went, after how many attempts, the
 * answer's status and time, and why it failed. A row opens the delivery.
 */
export function WebhookDeliveriesTable({
  deliveries,
  total,
  page,
  pageSize,
  query,
  empty,
  labelledBy,
  onPage,
  onOpen,
}: {
  deliveries: readonly WebhookDelivery[];
  total: number;
  page: number;
  pageSize: number;
  query: DataTableQuery;
  empty: ReactNode;
  labelledBy: string;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (delivery: WebhookDelivery) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const muted = (text: string) => (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
  );

  const columns: DataColumn<WebhookDelivery>[] = [
    {
      id: 'time',
      header: t('webhooks.deliveries.columns.time'),
      essential: true,
      cell: (delivery) => formatRecent(delivery.created_at, language),
      title: (delivery) => formatDateTime(delivery.created_at, language, { seconds: true }),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'event',
      header: t('webhooks.deliveries.columns.event'),
      essential: true,
      cell: (delivery) => (
        <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: 14 }}>
          {delivery.event}
        </Typography>
      ),
    },
    {
      id: 'status',
      header: t('webhooks.deliveries.columns.status'),
      essential: true,
      cell: (delivery) => <DeliveryStatusChip status={delivery.status} />,
    },
    {
      id: 'attempts',
      header: t('webhooks.deliveries.columns.attempts'),
      align: 'right',
      cell: (delivery) => delivery.attempts,
    },
    {
      id: 'response',
      header: t('webhooks.deliveries.columns.response'),
      essential: true,
      align: 'right',
      cell: (delivery) =>
        delivery.response_status !== null
          ? delivery.response_status
          : delivery.attempts > 0
            ? muted(t('webhooks.deliveries.noAnswer'))
            : '—',
    },
    {
      id: 'responseTime',
      header: t('webhooks.deliveries.columns.responseTime'),
      align: 'right',
      cell: (delivery) =>
        delivery.response_ms !== null
          ? t('webhooks.deliveries.milliseconds', { value: formatCount(delivery.response_ms, language) })
          : '—',
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'error',
      header: t('webhooks.deliveries.columns.error'),
      cell: (delivery) => (delivery.error ? t(`webhooks.deliveryErrors.${delivery.error}`) : '—'),
      sx: { minWidth: 180 },
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={deliveries}
      rowKey={(delivery) => delivery.id}
      rowTestId="webhook-delivery-row"
      labelledBy={labelledBy}
      query={query}
      errorMessage={t('webhooks.deliveries.fetchFailed')}
      empty={empty}
      minWidth={860}
      onRowClick={onOpen}
      pager={{ page, pageSize, total, pageSizes: WEBHOOK_DELIVERY_PAGE_SIZES, onChange: onPage }}
    />
  );
}
