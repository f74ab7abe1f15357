import type { AdStatus } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import ArrowForwardIcon from '../../../../components/icons/ArrowForward.tsx';
import { RetryAlert } from '../../../../components/RetryAlert.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { AdStatusChip } from '../../components/AdStatusChip.tsx';
import { useOpsAdStatusLogs } from '../api/list-ops-ad-status-logs.ts';

/** An ad's status history (newest first): the move, who made it, why, and when. */
export function AdStatusLog({ adId }: { adId: string }) {
  const { t, i18n } = useTranslation();
  const logs = useOpsAdStatusLogs(adId);
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  if (logs.isPending) {
    return (
      <Box>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Box>
    );
  }
  if (logs.isError) {
    return <RetryAlert onRetry={() => logs.refetch()}>{t('opsReview.logFailed')}</RetryAlert>;
  }
  if (logs.data.data.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('opsReview.logEmpty')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="review-log">
      {logs.data.data.map((entry, index) => (
        <Box
          component="li"
          key={entry.id}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === logs.data.data.length - 1 ? 0 : 2,
            // The timeline: a dot per move joined by a line.
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 5,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: index === 0 ? 'primary.main' : 'text.disabled',
            },
            '&::after':
              index === logs.data.data.length - 1
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    left: 9,
                    top: 20,
                    bottom: 0,
                    width: 2,
                    bgcolor: 'divider',
                  },
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`opsReview.actions.${entry.action}`)}
            </Typography>
            {entry.from ? (
              <>
                <AdStatusChip status={entry.from as AdStatus} />
                <ArrowForwardIcon
                  sx={{ fontSize: 16, color: 'text.secondary' }}
                  aria-label={t('opsReview.to')}
                />
              </>
            ) : null}
            <AdStatusChip status={entry.to} />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('opsReview.logBy', { by: entry.by, time: when(entry.created_at) })}
            {entry.by_operator ? (
              <Chip
                size="small"
                variant="outlined"
                color="info"
                label={t('opsReview.operator')}
                sx={{ ml: 1, height: 20 }}
              />
            ) : null}
          </Typography>
          {entry.reason ? (
            <Typography
              variant="body2"
              sx={{
                mt: 0.5,
                px: 1.5,
                py: 1,
                borderRadius: 1.5,
                bgcolor: 'action.hover',
                overflowWrap: 'anywhere',
              }}
            >
              {entry.reason}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
