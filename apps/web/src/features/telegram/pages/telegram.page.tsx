import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NotificationSettingsCard } from '../../settings/index.ts';
import { useTelegramStatus } from '../api/get-telegram-status.ts';
import { SandboxChatPanel } from '../components/SandboxChatPanel.tsx';
import { SandboxNotice } from '../components/SandboxNotice.tsx';
import { TelegramConnectionCard } from '../components/TelegramConnectionCard.tsx';
import { TelegramSetupAlert } from '../components/TelegramSetupAlert.tsx';

/** /telegram: the user's Telegram connection (spec §4 connected/disconnected) and what reaches them where. */
export default function TelegramPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const status = useTelegramStatus();
  useDocumentTitle(t('telegram.title'));

  return (
    <>
      <PageHeader title={t('telegram.title')} subtitle={t('telegram.subtitle')} />
      {status.isPending ? <LinearProgress aria-label={t('common.loading')} sx={{ mb: 3 }} /> : null}
      {status.isError ? (
        <RetryAlert onRetry={() => status.refetch()} sx={{ mb: 3 }}>
          {errorMessage(status.error)}
        </RetryAlert>
      ) : null}
      <Grid container spacing={3}>
        {status.data && !status.data.configured ? (
          <Grid size={12}>
            <TelegramSetupAlert />
          </Grid>
        ) : null}
        {status.data?.sandbox ? (
          <Grid size={12}>
            <SandboxNotice />
          </Grid>
        ) : null}
        {status.data ? (
          <Grid size={{ xs: 12, lg: status.data.sandbox ? 6 : 8 }}>
            <TelegramConnectionCard status={status.data} />
          </Grid>
        ) : null}
        {status.data?.sandbox ? (
          <Grid size={{ xs: 12, lg: 6 }}>
            <SandboxChatPanel />
          </Grid>
        ) : null}
        {ability.can('read', 'Setting') ? (
          <Grid size={12}>
            <NotificationSettingsCard />
          </Grid>
        ) : null}
      </Grid>
    </>
  );
}
