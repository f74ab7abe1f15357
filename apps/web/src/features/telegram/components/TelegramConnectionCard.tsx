import type { TelegramStatus } from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { InfoLine } from '../../../components/InfoLine.tsx';
import LinkOffIcon from '../../../components/icons/LinkOff.tsx';
import SendOutlinedIcon from '../../../components/icons/SendOutlined.tsx';
import TelegramIcon from '../../../components/icons/Telegram.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { errorMessage, showSuccess } from '../../../lib/alerts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { isHttpError } from '../../../lib/http.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { href } from '../../../routing/href.ts';
import { SectionCardHeader } from '../../settings/index.ts';
import { useDisconnectTelegramMutation } from '../api/disconnect-telegram.ts';
import { useSendTelegramTestMutation } from '../api/send-telegram-test.ts';
import { TelegramStatusChip } from './TelegramStatusChip.tsx';
import { toneButtonSx } from './tone.ts';

/** /telegram's connection: the chat and since when, a test notification, disconnect; or the way to connect. */
export function TelegramConnectionCard({ status }: { status: TelegramStatus }) {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  const canUpdate = ability.can('update', 'Telegram');
  // Without a bot there is nothing to connect or test (the page's set-up note says why); a chat can still go.
  const canUse = canUpdate && status.configured;
  const connection = status.connection;
  // The chat being disconnected (kept while the dialog closes, after the status has already changed).
  const [confirming, setConfirming] = useState<string | null>(null);
  const [testProblem, setTestProblem] = useState<{ message: string; busy: boolean } | null>(null);
  const disconnect = useDisconnectTelegramMutation();
  const test = useSendTelegramTestMutation();
  const notify = useNotice(confirming !== null);
  const testHintId = useId();

  const sendTest = async () => {
    setTestProblem(null);
    try {
      await test.mutateAsync();
      void showSuccess(t('telegram.testSent'));
    } catch (error) {
      // Shown beside the button: a 429 says how long to wait, in the reader's language.
      setTestProblem({ message: errorMessage(error), busy: isHttpError(error) && error.status === 429 });
    }
  };

  const confirmDisconnect = async () => {
    try {
      await disconnect.mutateAsync();
      setTestProblem(null);
      notify({ kind: 'success', title: t('telegram.disconnected') });
    } catch (error) {
      notify({ kind: 'error', error });
    }
    setConfirming(null);
  };

  return (
    <Card
      component="section"
      aria-labelledby="telegram-connection-title"
      data-testid="telegram-connection"
      sx={{ height: '100%' }}
    >
      <SectionCardHeader
        icon={<TelegramIcon />}
        title={t('telegram.connectionTitle')}
        titleId="telegram-connection-title"
        action={<TelegramStatusChip connected={connection !== null} />}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {connection ? (
          <Box component="dl" sx={{ m: 0 }}>
            <InfoLine label={t('telegram.chat')}>
              <span data-testid="telegram-chat-name">{connection.chat_name}</span>
            </InfoLine>
            <InfoLine label={t('telegram.since')}>
              <time dateTime={connection.connected_at}>
                {formatDateTime(connection.connected_at, i18n.language)}
              </time>
            </InfoLine>
            {status.bot_username ? (
              <InfoLine label={t('telegram.bot')}>@{status.bot_username}</InfoLine>
            ) : null}
          </Box>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{t('telegram.notConnected')}</Typography>
        )}

        {canUpdate ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {canUse && connection === null ? (
              <Button
                component={RouterLink}
                to={href('telegram-connect')}
                variant="contained"
                startIcon={<TelegramIcon />}
                data-testid="telegram-connect"
              >
                {t('telegram.connect')}
              </Button>
            ) : null}
            {canUse ? (
              <PendingButton
                variant={connection ? 'contained' : 'outlined'}
                startIcon={<SendOutlinedIcon />}
                pending={test.isPending}
                disabled={connection === null}
                aria-describedby={connection === null ? testHintId : undefined}
                onClick={() => void sendTest()}
                data-testid="telegram-send-test"
              >
                {t('telegram.sendTest')}
              </PendingButton>
            ) : null}
            {connection ? (
              <Button
                variant="outlined"
                color="error"
                sx={toneButtonSx('error')}
                startIcon={<LinkOffIcon />}
                onClick={() => setConfirming(connection.chat_name)}
                data-testid="telegram-disconnect"
              >
                {t('telegram.disconnect')}
              </Button>
            ) : null}
          </Box>
        ) : null}
        {canUse && connection === null ? (
          <Typography id={testHintId} variant="body2" sx={{ color: 'text.secondary' }}>
            {t('telegram.testNeedsConnection')}
          </Typography>
        ) : null}
        {testProblem ? (
          <Alert
            severity={testProblem.busy ? 'warning' : 'error'}
            data-testid="telegram-test-problem"
            onClose={() => setTestProblem(null)}
          >
            {testProblem.message}
          </Alert>
        ) : null}
        {canUse && connection ? (
          <Box>
            <Button component={RouterLink} to={href('telegram-connect')} size="small" color="inherit">
              {t('telegram.connectAnother')}
            </Button>
          </Box>
        ) : null}
      </CardContent>
      {confirming !== null ? (
        <ConfirmDialog
          title={t('telegram.disconnectTitle')}
          text={t('telegram.disconnectText', { chat: confirming })}
          confirmLabel={t('telegram.disconnect')}
          tone="error"
          pending={disconnect.isPending}
          onConfirm={() => void confirmDisconnect()}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Card>
  );
}
