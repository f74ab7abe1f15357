import type { WebhookEndpoint } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable, type DataTableQuery } from '../../../components/DataTable.tsx';
import { rowActionsColumn } from '../../../components/RowAction.tsx';
import { formatDateTime, formatRecent } from '../../../lib/format.ts';
import { href } from '../../../routing/href.ts';
import type { WebhookAction, WebhookPermissions } from './WebhookActions.tsx';
import { WebhookActionsMenu } from './WebhookActionsMenu.tsx';
import { DeliveryStatusChip, EndpointStateChip, EventChips } from './WebhookChips.tsx';

/** The team's endpoints: where each points, what it hears, whether it is on, how its last delivery went. */
export function WebhooksTable({
  endpoints,
  query,
  empty,
  labelledBy,
  can,
  onAction,
}: {
  endpoints: readonly WebhookEndpoint[];
  query: DataTableQuery;
  empty: ReactNode;
  labelledBy: string;
  can: WebhookPermissions;
  onAction: (action: WebhookAction, endpoint: WebhookEndpoint) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  const columns: DataColumn<WebhookEndpoint>[] = [
    {
      id: 'endpoint',
      header: t('webhooks.columns.endpoint'),
      phone: 'full',
      essential: true,
      stopsRowClick: true,
      cell: (endpoint) => (
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={href('webhook-detail', { id: endpoint.id })}
            sx={{ fontWeight: 500, overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 14 }}
          >
            {endpoint.url}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {endpoint.description ?? t('webhooks.noDescription')}
          </Typography>
        </Box>
      ),
      sx: { minWidth: 220, maxWidth: 360 },
    },
    {
      id: 'events',
      header: t('webhooks.columns.events'),
      cell: (endpoint) => <EventChips events={endpoint.events} />,
      sx: { minWidth: 200 },
    },
    {
      id: 'state',
      header: t('webhooks.columns.state'),
      essential: true,
      cell: (endpoint) => <EndpointStateChip endpoint={endpoint} />,
    },
    {
      id: 'lastDelivery',
      header: t('webhooks.columns.lastDelivery'),
      essential: true,
      cell: ({ last_delivery: last }) =>
        last ? (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: { xs: 'flex-end', md: 'flex-start' },
              gap: 1,
            }}
          >
            <DeliveryStatusChip status={last.status} />
            <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatRecent(last.at, language)}
            </Typography>
            {last.response_status !== null ? (
              <Typography
                component="span"
                variant="body2"
                sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
              >
                {t('webhooks.httpStatus', { code: last.response_status })}
              </Typography>
            ) : null}
          </Box>
        ) : (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('webhooks.neverDelivered')}
          </Typography>
        ),
      title: ({ last_delivery: last }) => (last ? formatDateTime(last.at, language) : undefined),
    },
    rowActionsColumn(t('webhooks.columns.actions'), (endpoint) => (
      <WebhookActionsMenu endpoint={endpoint} can={can} onAction={onAction} />
    )),
  ];

  return (
    <DataTable
      columns={columns}
      rows={endpoints}
      rowKey={(endpoint) => endpoint.id}
      rowTestId="webhook-row"
      labelledBy={labelledBy}
      query={query}
      errorMessage={t('webhooks.fetchFailed')}
      empty={empty}
      minWidth={900}
      skeletonRows={3}
    />
  );
}
