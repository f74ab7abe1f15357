import type { WebhookDeliveryStatus, WebhookEndpoint, WebhookEvent } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

const DELIVERY_COLORS: Record<WebhookDeliveryStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  pending: 'info',
  retrying: 'warning',
  succeeded: 'success',
  failed: 'error',
};

export function DeliveryStatusChip({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={DELIVERY_COLORS[status]}
      label={t(`webhooks.deliveryStatus.${status}`)}
      data-testid="webhook-delivery-status"
    />
  );
}

/** Enabled, disabled by the team, or switched off by the platform after failing (and since when). */
export function EndpointStateChip({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation();
  if (endpoint.enabled) return <Chip size="small" color="success" label={t('webhooks.state.enabled')} />;
  if (endpoint.disabled_reason !== 'failing') {
    return <Chip size="small" variant="outlined" label={t('webhooks.state.disabled')} />;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Chip size="small" color="error" label={t('webhooks.state.failing')} />
      {endpoint.failing_since ? (
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary' }}
          title={formatDateTime(endpoint.failing_since, i18n.language)}
        >
          {t('webhooks.state.failingSince', { date: formatDate(endpoint.failing_since, i18n.language) })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The events an endpoint hears, by their API names; each one's meaning in its tooltip. */
export function EventChips({ events }: { events: readonly WebhookEvent[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {events.map((event) => (
        <li key={event}>
          <Tooltip describeChild title={t(`webhooks.events.${event}`)}>
            <Chip
              size="small"
              variant="outlined"
              label={event}
              sx={{ fontFamily: 'monospace', fontSize: 12 }}
            />
          </Tooltip>
        </li>
      ))}
    </Box>
  );
}
