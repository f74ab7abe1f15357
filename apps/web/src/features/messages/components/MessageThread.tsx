import type { MessageAuthorSide } from '@adportal/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha, darken, lighten, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import LockOutlinedIcon from '../../../components/icons/LockOutlined.tsx';
import { RichTextView } from '../../../components/rich-text/RichTextView.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { initials } from '../../../lib/initials.ts';

export interface ThreadMessage {
  id: string;
  side: MessageAuthorSide;
  author_name: string;
  body_html: string;
  created_at: string;
}

/**
 * A conversation's messages, oldest first: who wrote each (the team or support), when, and the text as written.
 * `ownSide` is the reader's side, drawn on the right like a chat; an operator's internal note is marked as such.
 * The team's messages say "Your team" to the team; to support (`advertiserName`) they name the advertiser.
 */
export function MessageThread({
  messages,
  ownSide,
  advertiserName,
}: {
  messages: readonly ThreadMessage[];
  ownSide: 'advertiser' | 'support';
  advertiserName?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return (
    <Box
      component="ol"
      aria-label={t('messages.thread')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
    >
      {messages.map((message) => {
        const note = message.side === 'note';
        const own = message.side === ownSide || (note && ownSide === 'support');
        const tone = note
          ? theme.palette.warning.main
          : own
            ? theme.palette.primary.main
            : theme.palette.info.main;
        // A darker (light scheme) or lighter (dark scheme) shade of the tone reads on its tint.
        const ink = dark ? lighten(tone, 0.6) : darken(tone, 0.5);
        return (
          <Box
            component="li"
            key={message.id}
            data-testid="thread-message"
            data-side={message.side}
            sx={{
              display: 'flex',
              gap: 1.5,
              flexDirection: own ? 'row-reverse' : 'row',
              alignItems: 'flex-start',
            }}
          >
            <Avatar
              aria-hidden="true"
              sx={{
                width: 36,
                height: 36,
                fontSize: 14,
                bgcolor: alpha(tone, 0.16),
                color: ink,
                display: { xs: 'none', sm: 'flex' },
              }}
            >
              {initials(message.author_name)}
            </Avatar>
            <Box
              component="article"
              aria-label={t('messages.messageBy', { name: message.author_name })}
              sx={{
                flex: 1,
                minWidth: 0,
                maxWidth: { sm: '85%' },
                border: 1,
                borderColor: note ? alpha(theme.palette.warning.main, 0.5) : 'divider',
                borderStyle: note ? 'dashed' : 'solid',
                borderRadius: 2,
                bgcolor: note
                  ? alpha(theme.palette.warning.main, 0.08)
                  : own
                    ? alpha(theme.palette.primary.main, dark ? 0.1 : 0.04)
                    : 'background.paper',
                px: { xs: 1.5, sm: 2 },
                py: 1.5,
              }}
            >
              <Box
                component="header"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
              >
                <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {message.author_name}
                </Typography>
                {note ? (
                  <Chip
                    size="small"
                    icon={<LockOutlinedIcon />}
                    label={t('messages.sides.note')}
                    sx={{
                      height: 22,
                      bgcolor: alpha(tone, 0.18),
                      color: ink,
                      '& .MuiChip-icon': { color: ink },
                    }}
                  />
                ) : (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {message.side === 'support'
                      ? t('messages.sides.support')
                      : (advertiserName ?? t('messages.sides.advertiser'))}
                  </Typography>
                )}
                <Typography
                  component="time"
                  variant="body2"
                  dateTime={message.created_at}
                  sx={{ color: 'text.secondary', ml: 'auto' }}
                >
                  {formatDateTime(message.created_at, i18n.language)}
                </Typography>
              </Box>
              <RichTextView html={message.body_html} testId="thread-message-body" />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
