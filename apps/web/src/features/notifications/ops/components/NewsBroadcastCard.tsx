import type { NewsBroadcast } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { formatCount } from '../../../../lib/numbers.ts';

/** A broadcast's title and the start of its text (two lines), in its table row and on its phone card. */
export function NewsTitleAndBody({ row }: { row: NewsBroadcast }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="news-row-title">
        {row.title}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflowWrap: 'anywhere',
        }}
      >
        {row.body}
      </Typography>
    </Box>
  );
}

/** A broadcast on a phone: title and text, whom it went to, its dispatches in one line, who and when. */
export function NewsBroadcastCard({
  row,
  dispatchesLink,
}: {
  row: NewsBroadcast;
  dispatchesLink: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <NewsTitleAndBody row={row} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" variant="outlined" label={t(`notifications.ops.news.audiences.${row.audience}`)} />
        <Typography variant="body2">
          {t('notifications.ops.news.card.advertisers', { count: row.advertisers })}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('notifications.ops.news.card.counts', {
          queued: count(row.dispatches.queued),
          sent: count(row.dispatches.sent),
          failed: count(row.dispatches.failed),
        })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[row.created_by, formatDateTime(row.created_at, i18n.language)].filter(Boolean).join(' · ')}
        </Typography>
        {dispatchesLink}
      </Box>
    </Box>
  );
}
