import type { WebhookEndpoint } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoLine } from '../../../components/InfoLine.tsx';
import DeleteOutlineOutlinedIcon from '../../../components/icons/DeleteOutlineOutlined.tsx';
import EditOutlinedIcon from '../../../components/icons/EditOutlined.tsx';
import LockResetOutlinedIcon from '../../../components/icons/LockResetOutlined.tsx';
import PauseCircleOutlinedIcon from '../../../components/icons/PauseCircleOutlined.tsx';
import PlayCircleOutlinedIcon from '../../../components/icons/PlayCircleOutlined.tsx';
import SendOutlinedIcon from '../../../components/icons/SendOutlined.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { WebhookAction, WebhookPermissions } from './WebhookActions.tsx';
import { EndpointStateChip, EventChips } from './WebhookChips.tsx';

/** An endpoint's settings on its page, and the buttons that change it (those the caller's role allows). */
export function WebhookEndpointSummary({
  endpoint,
  can,
  onAction,
}: {
  endpoint: WebhookEndpoint;
  can: WebhookPermissions;
  onAction: (action: WebhookAction, endpoint: WebhookEndpoint) => void;
}) {
  const { t, i18n } = useTranslation();
  const button = (action: WebhookAction, icon: ReactNode, label: string, color?: 'error') => (
    <Button
      variant="outlined"
      color={color ?? 'inherit'}
      startIcon={icon}
      onClick={() => onAction(action, endpoint)}
      data-testid={`webhook-${action}`}
    >
      {label}
    </Button>
  );
  return (
    <Card component="section" aria-labelledby="webhook-summary-title">
      <CardContent>
        <Typography id="webhook-summary-title" variant="h5" component="h2" sx={{ mb: 1 }}>
          {t('webhooks.detail.summary')}
        </Typography>
        <Box component="dl" sx={{ m: 0, maxWidth: 720 }}>
          <InfoLine label={t('webhooks.detail.state')}>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <EndpointStateChip endpoint={endpoint} />
            </Box>
          </InfoLine>
          <InfoLine label={t('webhooks.detail.events')}>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <EventChips events={endpoint.events} />
            </Box>
          </InfoLine>
          <InfoLine label={t('webhooks.detail.secret')}>
            <Box component="code" sx={{ fontFamily: 'monospace' }}>
              {endpoint.secret_hint}
            </Box>
          </InfoLine>
          <InfoLine label={t('webhooks.detail.created')}>
            {formatDateTime(endpoint.created_at, i18n.language)}
          </InfoLine>
        </Box>
      </CardContent>
      {can.update || can.delete ? (
        <>
          <Divider />
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {can.update ? (
              <>
                {button('edit', <EditOutlinedIcon />, t('webhooks.actions.edit'))}
                {endpoint.enabled
                  ? button('disable', <PauseCircleOutlinedIcon />, t('webhooks.actions.disable'))
                  : button('enable', <PlayCircleOutlinedIcon />, t('webhooks.actions.enable'))}
                {button('test', <SendOutlinedIcon />, t('webhooks.actions.test'))}
                {button('rotate', <LockResetOutlinedIcon />, t('webhooks.actions.rotate'))}
              </>
            ) : null}
            {can.delete
              ? button('delete', <DeleteOutlineOutlinedIcon />, t('webhooks.actions.delete'), 'error')
              : null}
          </CardContent>
        </>
      ) : null}
    </Card>
  );
}
