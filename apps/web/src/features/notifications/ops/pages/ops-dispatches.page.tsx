import { DISPATCH_CHANNELS, DISPATCH_STATUSES, type Dispatch } from '@adportal/contracts';
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
import { type DataColumn, DataTable } from '../../../../components/DataTable.tsx';
import { FilterSelect } from '../../../../components/FilterSelect.tsx';
import ReplayIcon from '../../../../components/icons/Replay.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { SearchField } from '../../../../components/SearchField.tsx';
import { alertError, showToast } from '../../../../lib/alerts.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { formatCount } from '../../../../lib/numbers.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { type DispatchesFilter, useDispatches } from '../api/list-dispatches.ts';
import { useRetryDispatchMutation } from '../api/retry-dispatch.ts';
import { DispatchCard } from '../components/DispatchCard.tsx';
import { DispatchStatusChip } from '../components/DispatchStatusChip.tsx';
import { DISPATCHES_PAGE_SIZES, dispatchesFilterFrom, dispatchesParamsFrom } from '../dispatches-filter.ts';
import { formatSentMoment } from '../news-format.ts';

/**
 * /ops/notifications/dispatches (read Ops): the dispatch log — every Telegram and email message, newest first: when, to
 * whom, through which channel, its subject, status, attempts and last error. Filters (status, channel,
 * search, one broadcast) are kept in the address; a failed dispatch can be retried (update Ops).
 */
export default function OpsDispatchesPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('notifications.ops.dispatches.title'));
  const [params, setParams] = useSearchParams();
  const filter = dispatchesFilterFrom(params);
  const dispatches = useDispatches(filter);
  const retry = useRetryDispatchMutation();
  const canRetry = ability.can('update', 'Ops');
  const set = useCallback(
    (patch: Partial<DispatchesFilter>) =>
      setParams((current) => dispatchesParamsFrom({ ...dispatchesFilterFrom(current), page: 1, ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  const onSearch = useCallback((search: string) => set({ search }), [set]);

  const retryRow = (row: Dispatch) =>
    retry.mutate(row.id, {
      onSuccess: () => void showToast(t('notifications.ops.dispatches.retried')),
      onError: (error) => alertError(error),
    });

  const retryIcon = (row: Dispatch) =>
    canRetry && row.status === 'failed' ? (
      <Tooltip title={t('notifications.ops.dispatches.retry')}>
        <span>
          <IconButton
            aria-label={t('notifications.ops.dispatches.retryLabel', { email: row.user_email })}
            disabled={retry.isPending}
            onClick={() => retryRow(row)}
            data-testid="dispatch-retry"
          >
            <ReplayIcon />
          </IconButton>
        </span>
      </Tooltip>
    ) : null;

  const retryButton = (row: Dispatch) =>
    canRetry && row.status === 'failed' ? (
      <Button
        size="small"
        variant="outlined"
        startIcon={<ReplayIcon />}
        aria-label={t('notifications.ops.dispatches.retryLabel', { email: row.user_email })}
        disabled={retry.isPending}
        onClick={() => retryRow(row)}
        data-testid="dispatch-retry"
      >
        {t('notifications.ops.dispatches.retry')}
      </Button>
    ) : null;

  const columns: (DataColumn<Dispatch> | false)[] = [
    {
      id: 'when',
      header: t('notifications.ops.dispatches.columns.when'),
      cell: (row) => (
        <>
          <time dateTime={row.created_at}>{formatDateTime(row.created_at, i18n.language)}</time>
          {row.sent_at ? (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {t('notifications.ops.dispatches.sentAt', {
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
      header: t('notifications.ops.dispatches.columns.to'),
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
      header: t('notifications.ops.dispatches.columns.channel'),
      cell: (row) => (
        <Chip
          size="small"
          variant="outlined"
          label={t(`notifications.ops.dispatches.channels.${row.channel}`)}
        />
      ),
    },
    {
      id: 'subject',
      header: t('notifications.ops.dispatches.columns.subject'),
      cell: (row) => (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.subject}
        </Typography>
      ),
      sx: { minWidth: 180, maxWidth: 280 },
    },
    {
      id: 'status',
      header: t('notifications.ops.dispatches.columns.status'),
      cell: (row) => <DispatchStatusChip status={row.status} />,
    },
    {
      id: 'attempts',
      header: t('notifications.ops.dispatches.columns.attempts'),
      align: 'right',
      cell: (row) => formatCount(row.attempts, i18n.language),
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'error',
      header: t('notifications.ops.dispatches.columns.error'),
      // A sent dispatch's earlier error (a retried network failure) is history, not a problem.
      cell: (row) =>
        row.last_error && row.status !== 'sent' ? (
          <Typography variant="body2" data-testid="dispatch-error" sx={{ overflowWrap: 'anywhere' }}>
            {row.last_error}
          </Typography>
        ) : (
          '—'
        ),
      sx: { minWidth: 160, maxWidth: 240 },
    },
    canRetry && {
      id: 'actions',
      header: t('notifications.ops.dispatches.columns.actions'),
      headerHidden: true,
      align: 'right',
      stopsRowClick: true,
      phone: 'full',
      cell: retryIcon,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('notifications.ops.dispatches.title')}
        subtitle={t('notifications.ops.dispatches.subtitle')}
      />
      <Card component="section" aria-label={t('notifications.ops.dispatches.title')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: { xs: 2, sm: 2.5 } }}>
          <SearchField
            label={t('notifications.ops.dispatches.search')}
            value={filter.search}
            onSearch={onSearch}
            sx={{ flex: '1 1 260px' }}
          />
          <FilterSelect
            label={t('notifications.ops.dispatches.columns.status')}
            all={t('notifications.ops.dispatches.allStatuses')}
            value={filter.status}
            options={DISPATCH_STATUSES}
            optionLabel={(status) => t(`notifications.ops.dispatches.statuses.${status}`)}
            onChange={(status) => set({ status })}
            sx={{ minWidth: 170, flex: '1 1 170px' }}
            testId="dispatch-status-filter"
          />
          <FilterSelect
            label={t('notifications.ops.dispatches.columns.channel')}
            all={t('notifications.ops.dispatches.allChannels')}
            value={filter.channel}
            options={DISPATCH_CHANNELS}
            optionLabel={(channel) => t(`notifications.ops.dispatches.channels.${channel}`)}
            onChange={(channel) => set({ channel })}
            sx={{ minWidth: 170, flex: '1 1 170px' }}
            testId="dispatch-channel-filter"
          />
          {filter.broadcastId ? (
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              data-testid="dispatch-broadcast-filter"
            >
              <Chip variant="outlined" label={t('notifications.ops.dispatches.broadcastFilter')} />
              <Button size="small" onClick={() => set({ broadcastId: '' })}>
                {t('notifications.ops.dispatches.clearBroadcast')}
              </Button>
            </Box>
          ) : null}
        </Box>
        <DataTable
          columns={columns}
          rows={dispatches.data?.data ?? []}
          rowKey={(row) => row.id}
          rowTestId="dispatch-row"
          rowProps={(row) => ({ 'data-status': row.status, 'data-channel': row.channel })}
          label={t('notifications.ops.dispatches.title')}
          query={dispatches}
          errorMessage={t('notifications.ops.dispatches.fetchFailed')}
          empty={t('notifications.ops.dispatches.empty')}
          minWidth={1000}
          phone={{ below: 'md', renderCard: (row) => <DispatchCard row={row} action={retryButton(row)} /> }}
          pager={{
            page: filter.page,
            pageSize: filter.pageSize,
            total: dispatches.data?.total ?? 0,
            pageSizes: DISPATCHES_PAGE_SIZES,
            onChange: (page, pageSize) => set({ page, pageSize }),
          }}
        />
      </Card>
    </>
  );
}
