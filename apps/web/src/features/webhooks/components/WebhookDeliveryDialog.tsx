import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { InfoLine } from '../../../components/InfoLine.tsx';
import ReplayIcon from '../../../components/icons/Replay.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useWebhookDelivery } from '../api/get-webhook-delivery.ts';
import { useRedeliverWebhookMutation } from '../api/redeliver-webhook-delivery.ts';
import { DeliveryStatusChip } from './WebhookChips.tsx';

const codeBlock = {
  fontFamily: 'monospace',
  fontSize: 13,
  bgcolor: 'action.hover',
  borderRadius: 1,
  px: 1.5,
  py: 1,
  m: 0,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  maxHeight: 320,
  overflow: 'auto',
} as const;

/**
 * One delivery: its message id (the same on every retry), attempts and the next one, the JSON it sends, the
 * start of the endpoint's answer; "Redeliver" sends the same message again.
 */
export function WebhookDeliveryDialog({
  endpointId,
  deliveryId,
  canRedeliver,
  onClose,
}: {
  endpointId: string;
  deliveryId: string;
  canRedeliver: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const delivery = useWebhookDelivery(endpointId, deliveryId);
  const redeliver = useRedeliverWebhookMutation();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const data = delivery.data;

  const send = async () => {
    setOutcome(null);
    try {
      await redeliver.mutateAsync({ id: endpointId, deliveryId });
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error) });
    }
  };

  return (
    <DialogFrame
      title={t('webhooks.delivery.title', { event: data?.event ?? '…' })}
      titleAside={data ? <DeliveryStatusChip status={data.status} /> : undefined}
      onClose={onClose}
      busy={redeliver.isPending}
      maxWidth="md"
      fullScreenBelow="sm"
      dividers
      testId="webhook-delivery-dialog"
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
      actions={
        canRedeliver && data ? (
          <PendingButton
            variant="contained"
            startIcon={<ReplayIcon />}
            pending={redeliver.isPending}
            onClick={() => void send()}
            data-testid="webhook-redeliver"
          >
            {t('webhooks.delivery.redeliver')}
          </PendingButton>
        ) : undefined
      }
    >
      {delivery.isPending ? (
        <Skeleton
          variant="rounded"
          height={280}
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        />
      ) : delivery.isError ? (
        <RetryAlert onRetry={() => delivery.refetch()}>{t('webhooks.delivery.fetchFailed')}</RetryAlert>
      ) : data ? (
        <>
          {outcome?.ok ? (
            <Alert severity="success" role="status" data-testid="webhook-redelivered">
              {t('webhooks.delivery.redelivered')}
            </Alert>
          ) : outcome ? (
            <Alert severity="error" role="alert">
              {outcome.message}
            </Alert>
          ) : null}
          <Box component="dl" sx={{ m: 0 }}>
            <InfoLine label={t('webhooks.delivery.messageId')}>
              <Box component="code" sx={{ fontFamily: 'monospace' }}>
                {data.message_id}
              </Box>
            </InfoLine>
            <InfoLine label={t('webhooks.delivery.created')}>
              {formatDateTime(data.created_at, language, { seconds: true })}
            </InfoLine>
            <InfoLine label={t('webhooks.deliveries.columns.attempts')}>{data.attempts}</InfoLine>
            <InfoLine label={t('webhooks.delivery.lastAttempt')}>
              {formatDateTime(data.last_attempt_at, language, { seconds: true })}
            </InfoLine>
            <InfoLine label={t('webhooks.delivery.nextAttempt')}>
              {data.next_attempt_at
                ? formatDateTime(data.next_attempt_at, language, { seconds: true })
                : t('webhooks.delivery.noNextAttempt')}
            </InfoLine>
            <InfoLine label={t('webhooks.deliveries.columns.response')}>
              {data.response_status ?? '—'}
            </InfoLine>
            <InfoLine label={t('webhooks.deliveries.columns.responseTime')}>
              {data.response_ms !== null
                ? t('webhooks.deliveries.milliseconds', { value: formatCount(data.response_ms, language) })
                : '—'}
            </InfoLine>
            {data.error ? (
              <InfoLine label={t('webhooks.deliveries.columns.error')}>
                {t(`webhooks.deliveryErrors.${data.error}`)}
              </InfoLine>
            ) : null}
          </Box>
          <Box component="section" aria-labelledby="webhook-delivery-payload">
            <Typography id="webhook-delivery-payload" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('webhooks.delivery.payload')}
            </Typography>
            <Box component="pre" sx={codeBlock} tabIndex={0} data-testid="webhook-delivery-payload">
              {JSON.stringify(data.payload, null, 2)}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="webhook-delivery-response">
            <Typography id="webhook-delivery-response" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('webhooks.delivery.responseExcerpt')}
            </Typography>
            {data.response_excerpt ? (
              <Box component="pre" sx={codeBlock} tabIndex={0} data-testid="webhook-delivery-response">
                {data.response_excerpt}
              </Box>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {data.response_status === null
                  ? t('webhooks.delivery.noResponse')
                  : t('webhooks.delivery.emptyResponse')}
              </Typography>
            )}
          </Box>
          {canRedeliver ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('webhooks.delivery.redeliverHint')}
            </Typography>
          ) : null}
        </>
      ) : null}
    </DialogFrame>
  );
}
