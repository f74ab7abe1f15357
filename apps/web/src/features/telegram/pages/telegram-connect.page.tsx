import type { TelegramLink, TelegramStatus } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage, showSuccess } from '../../../lib/alerts.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useCreateTelegramLinkMutation } from '../api/create-telegram-link.ts';
import { useTelegramStatus } from '../api/get-telegram-status.ts';
import { ConnectLinkCard } from '../components/ConnectLinkCard.tsx';
import { TelegramSetupAlert } from '../components/TelegramSetupAlert.tsx';
import { connectionArrived } from '../telegram-format.ts';

/**
 * /telegram/connect: a fresh single-use deep link on arrival (button, URL, QR code, countdown), then the
 * status asked every 2 s until the bot has seen Start — 'Telegram connected' and back to /telegram.
 */
export default function TelegramConnectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const createLink = useCreateTelegramLinkMutation();
  const [link, setLink] = useState<TelegramLink | null>(null);
  // The connection there was when the link was made: only a different one means this link was used.
  const before = useRef<TelegramStatus['connection']>(null);
  const requested = useRef(false);
  const finished = useRef(false);
  // The link whose countdown reached 0 (the card counts; polling stops with it).
  const [expiredUrl, setExpiredUrl] = useState<string | null>(null);
  const expired = link !== null && expiredUrl === link.url;
  const status = useTelegramStatus({ poll: link !== null && !expired });
  useDocumentTitle(t('telegram.connectPage.title'));

  const { mutate: create } = createLink;
  const newLink = useCallback(() => {
    before.current = client.getQueryData<TelegramStatus>(queryKeys.telegram.status())?.connection ?? null;
    create(undefined, { onSuccess: setLink });
  }, [client, create]);

  // One link on arrival, once the status says a bot is there to take it.
  useEffect(() => {
    if (requested.current || !status.data?.configured) return;
    requested.current = true;
    newLink();
  }, [status.data?.configured, newLink]);

  useEffect(() => {
    if (finished.current || !link || !connectionArrived(before.current, status.data?.connection)) return;
    finished.current = true;
    // The settings' Telegram column opens with the connection: the status read that saw it refreshed them.
    void showSuccess(t('telegram.connected'));
    navigate(href('telegram'));
  }, [link, status.data?.connection, navigate, t]);

  const back = (
    <Button component={RouterLink} to={href('telegram')} startIcon={<ArrowBackIcon />} color="inherit">
      {t('telegram.connectPage.back')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('telegram.connectPage.title')}
        subtitle={t('telegram.connectPage.subtitle')}
        actions={back}
      />
      {status.isPending ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {status.isError ? (
        <RetryAlert onRetry={() => status.refetch()}>{errorMessage(status.error)}</RetryAlert>
      ) : null}
      {status.data && !status.data.configured ? <TelegramSetupAlert /> : null}
      {status.data?.configured ? (
        <Grid container spacing={3}>
          {before.current ? (
            <Grid size={12}>
              <Alert severity="info">
                {t('telegram.connectPage.replaces', { chat: before.current.chat_name })}
              </Alert>
            </Grid>
          ) : null}
          {createLink.isError ? (
            <Grid size={12}>
              <RetryAlert onRetry={newLink}>
                {t('telegram.connectPage.linkFailed')} {errorMessage(createLink.error)}
              </RetryAlert>
            </Grid>
          ) : null}
          {link ? (
            <Grid size={12}>
              <ConnectLinkCard
                key={link.url}
                link={link}
                expired={expired}
                onExpired={() => setExpiredUrl(link.url)}
                sandbox={status.data.sandbox}
                creating={createLink.isPending}
                onNewLink={newLink}
              />
            </Grid>
          ) : createLink.isPending ? (
            <Grid size={12}>
              <Box sx={{ py: 2 }}>
                <LinearProgress aria-label={t('common.loading')} />
              </Box>
            </Grid>
          ) : null}
        </Grid>
      ) : null}
    </>
  );
}
