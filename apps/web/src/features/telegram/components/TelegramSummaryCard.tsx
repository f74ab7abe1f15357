import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import TelegramIcon from '../../../components/icons/Telegram.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../routing/href.ts';
import { SectionCardHeader } from '../../settings/index.ts';
import { useTelegramStatus } from '../api/get-telegram-status.ts';
import { SandboxChip } from './SandboxNotice.tsx';
import { TelegramStatusChip } from './TelegramStatusChip.tsx';

/** The Telegram section of /setting: connected or not, to which chat, and the way to /telegram. */
export function TelegramSummaryCard({ id }: { id?: string }) {
  const { t, i18n } = useTranslation();
  const status = useTelegramStatus();
  const connection = status.data?.connection ?? null;

  return (
    <Card
      component="section"
      aria-labelledby="telegram-summary-title"
      id={id}
      data-testid="telegram-summary"
      sx={{ height: '100%' }}
    >
      <SectionCardHeader
        icon={<TelegramIcon />}
        title={t('telegram.title')}
        titleId="telegram-summary-title"
        subtitle={t('telegram.subtitle')}
        action={status.data ? <TelegramStatusChip connected={connection !== null} /> : null}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        {status.isPending ? <Skeleton variant="rounded" width="100%" height={48} /> : null}
        {status.isError ? (
          <RetryAlert onRetry={() => status.refetch()} sx={{ width: '100%' }}>
            {errorMessage(status.error)}
          </RetryAlert>
        ) : null}
        {status.data ? (
          <Box>
            {connection ? (
              <Typography>
                {connection.chat_name}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ color: 'text.secondary', display: 'block' }}
                >
                  {t('telegram.connectedSince', {
                    date: formatDateTime(connection.connected_at, i18n.language),
                  })}
                </Typography>
              </Typography>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>
                {status.data.configured ? t('telegram.notConnected') : t('telegram.notConfigured.title')}
              </Typography>
            )}
            {status.data.sandbox ? (
              <Box sx={{ mt: 1 }}>
                <SandboxChip />
              </Box>
            ) : null}
          </Box>
        ) : null}
        <Button
          component={RouterLink}
          to={href('telegram')}
          variant="outlined"
          // Neutral: the theme's red on dark paper is a hair under 4.5:1 as text.
          color="inherit"
          data-testid="telegram-manage"
        >
          {t('telegram.manage')}
        </Button>
      </CardContent>
    </Card>
  );
}
