import type { OpsOverview } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AccountBalanceWalletOutlinedIcon from '../../../components/icons/AccountBalanceWalletOutlined.tsx';
import ChatBubbleOutlineIcon from '../../../components/icons/ChatBubbleOutlineOutlined.tsx';
import FactCheckOutlinedIcon from '../../../components/icons/FactCheckOutlined.tsx';
import PendingActionsOutlinedIcon from '../../../components/icons/PendingActionsOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatCount } from '../../../lib/format.ts';
import { href } from '../../../routing/href.ts';
import { useOpsOverview } from '../api/get-ops-overview.ts';
import { CardIcon } from './CardIcon.tsx';

interface Queue {
  key: keyof OpsOverview;
  label: string;
  to: string;
  icon: ReactNode;
}

/**
 * The console home's key figures: what waits in each queue the operator may read, each opening its queue.
 * A queue the operator may not read is left out, not shown as 0.
 */
export function QueuesCard() {
  const { t, i18n } = useTranslation();
  const overview = useOpsOverview();
  const queues: Queue[] = [
    {
      key: 'pending_reviews',
      label: t('ops.queues.pendingReviews'),
      to: href('ops-review'),
      icon: <FactCheckOutlinedIcon />,
    },
    {
      key: 'waiting_deposits',
      label: t('ops.queues.waitingDeposits'),
      to: `${href('ops-deposits')}?method=manual`,
      icon: <AccountBalanceWalletOutlinedIcon />,
    },
    {
      key: 'open_conversations',
      label: t('ops.queues.openConversations'),
      to: `${href('ops-messages')}?status=open`,
      icon: <ChatBubbleOutlineIcon />,
    },
  ];
  const data = overview.data;
  const shown = data ? queues.filter((queue) => data[queue.key] !== null) : queues;
  if (data && shown.length === 0) return null;
  return (
    <Card component="section" aria-busy={overview.isFetching}>
      <CardHeader
        avatar={
          <CardIcon tone="primary" color="primaryText">
            <PendingActionsOutlinedIcon />
          </CardIcon>
        }
        title={t('ops.queues.title')}
        subheader={t('ops.queues.subtitle')}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent>
        {overview.isError && !data ? (
          <RetryAlert onRetry={() => overview.refetch()}>{t('ops.queues.fetchFailed')}</RetryAlert>
        ) : (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((queue) => {
              const count = data?.[queue.key];
              return (
                <Grid key={queue.key} size={{ xs: 12, sm: 4 }} component="li">
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea
                      component={RouterLink}
                      to={queue.to}
                      data-testid={`queue-${queue.key}`}
                      sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
                    >
                      <CardIcon tone="info" color="info.main">
                        {queue.icon}
                      </CardIcon>
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography
                          variant="h4"
                          component="p"
                          sx={{ fontVariantNumeric: 'tabular-nums' }}
                          data-testid={`queue-${queue.key}-count`}
                        >
                          {count === undefined || count === null ? (
                            <Skeleton width={48} />
                          ) : (
                            formatCount(count, i18n.language)
                          )}
                        </Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {queue.label}
                        </Typography>
                      </Box>
                    </CardActionArea>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
