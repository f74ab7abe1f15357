import { DELIVERY_CHANNELS, DELIVERY_STATUSES, type Delivery } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/DataTable.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import ReplayIcon from '../../../components/icons/Replay.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { alertError, showToast } from '../../../lib/alerts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type DeliveriesFilter, useDeliveries } from '../api/list-deliveries.ts';
import { useRetryDeliveryMutation } from '../api/retry-delivery.ts';
import { DeliveryCard } from '../components/DeliveryCard.tsx';
import { DeliveryStatusChip } from '../components/DeliveryStatusChip.tsx';
import { DELIVERIES_PAGE_SIZES, deliveriesFilterFrom, deliveriesParamsFrom } from '../deliveries-filter.ts';
import { formatSentMoment } from '../news-format.ts';

/**
 * /ops/deliveries (read Ops): the delivery log — every Telegram and email message, newest first: when, to
 * whom, through which channel, its subject, status, attempts and last error. Filters (status, channel,
 * search, one broadcast) are kept in the address; a failed delivery can be retried (update Ops).
 */
export default function OpsDeliveriesPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('opsNews.deliveries.title'));
  const [params, setParams] = useSearchParams();
  const filter = deliveriesFilterFrom(params);
  const deliveries = useDeliveries(filter);
  const retry = useRetryDeliveryMutation();
  const canRetry = ability.can('update', 'Ops');
  const set = useCallback(
    (patch: Partial<DeliveriesFilter>) =>
      setParams((current) => deliveriesParamsFrom({ ...deliveriesFilterFrom(current), page: 1, ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  const onSearch = useCallback((search: string) => set({ search }), [set]);

  const retryRow = (row: Delivery) =>
    retry.mutate(row.id, {
      onSuccess: () => void showToast(t('opsNews.deliveries.retried')),
      onError: (error) => alertError(error),
    });

  const retryIcon = (row: Delivery) =>
    canRetry && row.status === 'failed' ? (
      <Tooltip title={t('opsNews.deliveries.retry')}>
        <span>
          <IconButton
            aria-label={t('opsNews.deliveries.retryLabel', { email: row.user_email })}
            disabled={retry.isPending}
            onClick={() => retryRow(row)}
            data-testid="delivery-retry"
          >
            <ReplayIcon />
          </IconButton>
        </span>
      </Tooltip>
    ) : null;

  const retryButton = (row: Delivery) =>
    canRetry && row.status === 'failed' ? (
      <Button
        size="small"
        variant="outlined"
        startIcon={<ReplayIcon />}
        aria-label={t('opsNews.deliveries.retryLabel', { email: row.user_email })}
        disabled={retry.isPending}
        onClick={() => retryRow(row)}
        data-testid="delivery-retry"
      >
        {t('opsNews.deliveries.retry')}
      </Button>
    ) : null;

  const columns: (DataColumn<Delivery> | false)[] = [
    {
      id: 'when',
      header: t('opsNews.deliveries.columns.when'),
      cell: (row) => (
        <>
          <time dateTime={row.created_at}>{formatDateTime(row.created_at, i18n.language)}</time>
          {row.sent_at ? (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t('opsNews.deliveries.sentAt', {
                when: formatSentMoment(row.sent_at, row.created_at, i18n.language),
              })}
            </Typography>
          ) : null}
        </>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'to',
      header: t('opsNews.deliveries.columns.to'),
      phone: 'full',
      cell: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {row.user_email}
          </Typography>
          {row.company_name ? (
            <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {row.company_name}
            </Typography>
          ) : null}
        </Box>
      ),
      sx: { minWidth: 180, maxWidth: 240 },
    },
    {
      id: 'channel',
      header: t('opsNews.deliveries.columns.channel'),
      cell: (row) => (
        <Chip size="small" variant="outlined" label={t(`opsNews.deliveries.channels.${row.channel}`)} />
      ),
    },
    {
      id: 'subject',
      header: t('opsNews.deliveries.columns.subject'),
      cell: (row) => (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.subject}
        </Typography>
      ),
      sx: { minWidth: 180, maxWidth: 280 },
    },
    {
      id: 'status',
      header: t('opsNews.deliveries.columns.status'),
      cell: (row) => <DeliveryStatusChip status={row.status} />,
    },
    {
      id: 'attempts',
      header: t('opsNews.deliveries.columns.attempts'),
      align: 'right',
      cell: (row) => formatCount(row.attempts, i18n.language),
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'error',
      header: t('opsNews.deliveries.columns.error'),
      // A sent delivery's earlier error (a retried network failure) is history, not a problem.
      cell: (row) =>
        row.last_error && row.status !== 'sent' ? (
          <Typography variant="body2" data-testid="delivery-error" sx={{ overflowWrap: 'anywhere' }}>
            {row.last_error}
          </Typography>
        ) : (
          '—'
        ),
      sx: { minWidth: 160, maxWidth: 240 },
    },
    canRetry && {
      id: 'actions',
      header: t('opsNews.deliveries.columns.actions'),
      headerHidden: true,
      align: 'right',
      stopsRowClick: true,
      phone: 'full',
      cell: retryIcon,
    },
  ];

  return (
    <>
      <PageHeader title={t('opsNews.deliveries.title')} subtitle={t('opsNews.deliveries.subtitle')} />
      <Card component="section" aria-label={t('opsNews.deliveries.title')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: { xs: 2, sm: 2.5 } }}>
          <SearchField
            label={t('opsNews.deliveries.search')}
            value={filter.search}
            onSearch={onSearch}
            sx={{ flex: '1 1 260px' }}
          />
          <FilterSelect
            label={t('opsNews.deliveries.columns.status')}
            all={t('opsNews.deliveries.allStatuses')}
            value={filter.status}
            options={DELIVERY_STATUSES}
            optionLabel={(status) => t(`opsNews.deliveries.statuses.${status}`)}
            onChange={(status) => set({ status })}
            sx={{ minWidth: 170, flex: '1 1 170px' }}
            testId="delivery-status-filter"
          />
          <FilterSelect
            label={t('opsNews.deliveries.columns.channel')}
            all={t('opsNews.deliveries.allChannels')}
            value={filter.channel}
            options={DELIVERY_CHANNELS}
            optionLabel={(channel) => t(`opsNews.deliveries.channels.${channel}`)}
            onChange={(channel) => set({ channel })}
            sx={{ minWidth: 170, flex: '1 1 170px' }}
            testId="delivery-channel-filter"
          />
          {filter.broadcastId ? (
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              data-testid="delivery-broadcast-filter"
            >
              <Chip variant="outlined" label={t('opsNews.deliveries.broadcastFilter')} />
              <Button size="small" onClick={() => set({ broadcastId: '' })}>
                {t('opsNews.deliveries.clearBroadcast')}
              </Button>
            </Box>
          ) : null}
        </Box>
        <DataTable
          columns={columns}
          rows={deliveries.data?.data ?? []}
          rowKey={(row) => row.id}
          rowTestId="delivery-row"
          rowProps={(row) => ({ 'data-status': row.status, 'data-channel': row.channel })}
          label={t('opsNews.deliveries.title')}
          query={deliveries}
          errorMessage={t('opsNews.deliveries.fetchFailed')}
          empty={t('opsNews.deliveries.empty')}
          minWidth={1000}
          phone={{ below: 'md', renderCard: (row) => <DeliveryCard row={row} action={retryButton(row)} /> }}
          pager={{
            page: filter.page,
            pageSize: filter.pageSize,
            total: deliveries.data?.total ?? 0,
            pageSizes: DELIVERIES_PAGE_SIZES,
            onChange: (page, pageSize) => set({ page, pageSize }),
          }}
        />
      </Card>
    </>
  );
}
