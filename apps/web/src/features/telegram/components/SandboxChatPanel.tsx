import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import ForumOutlinedIcon from '../../../components/icons/ForumOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SectionCardHeader } from '../../settings/index.ts';
import { useSandboxMessages } from '../api/list-sandbox-messages.ts';
import { SandboxChip } from './SandboxNotice.tsx';

/** The demo's stand-in for the Telegram app: what the sandbox bot sent to the user's chat, newest first. */
export function SandboxChatPanel() {
  const { t, i18n } = useTranslation();
  const messages = useSandboxMessages(true);
  const items = messages.data?.data ?? [];

  return (
    <Card
      component="section"
      aria-labelledby="sandbox-chat-title"
      data-testid="sandbox-chat"
      sx={{ height: '100%' }}
    >
      <SectionCardHeader
        icon={<ForumOutlinedIcon />}
        title={t('telegram.sandbox.chatTitle')}
        titleId="sandbox-chat-title"
        subtitle={t('telegram.sandbox.chatSubtitle')}
        action={<SandboxChip />}
      />
      <CardContent sx={{ pt: 0 }}>
        {messages.isPending ? <Skeleton variant="rounded" height={96} /> : null}
        {messages.isError ? (
          <RetryAlert onRetry={() => messages.refetch()}>{errorMessage(messages.error)}</RetryAlert>
        ) : null}
        {messages.isSuccess && items.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('telegram.sandbox.chatEmpty')}
          </Typography>
        ) : null}
        {items.length ? (
          <Box
            component="ol"
            aria-live="polite"
            aria-labelledby="sandbox-chat-title"
            // Scrolls when long: reachable by keyboard.
            tabIndex={0}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 1.25,
              maxHeight: 420,
              overflowY: 'auto',
            }}
          >
            {items.map((message) => (
              <Box
                component="li"
                key={`${message.sent_at}:${message.text}`}
                data-testid="sandbox-message"
                sx={(theme) => ({
                  p: 1.5,
                  borderRadius: 2,
                  borderTopLeftRadius: 4,
                  bgcolor: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
                  maxWidth: '100%',
                })}
              >
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.text}
                </Typography>
                <Typography
                  variant="caption"
                  component="time"
                  dateTime={message.sent_at}
                  // The text colour: the secondary one is too faint on the bubble's tint.
                  sx={{ display: 'block', textAlign: 'end', mt: 0.5 }}
                >
                  {formatDateTime(message.sent_at, i18n.language)}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
