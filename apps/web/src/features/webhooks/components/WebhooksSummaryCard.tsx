import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import WebhookOutlinedIcon from '../../../components/icons/WebhookOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { readableTone, TONE_MAINS } from '../../../lib/theme/tones.ts';
import { href } from '../../../routing/href.ts';
import { SectionCardHeader } from '../../settings/index.ts';
import { useWebhooks } from '../api/list-webhooks.ts';

/** The webhooks section of /setting: how many endpoints the team has, which were switched off, the way in. */
export function WebhooksSummaryCard({ id }: { id?: string }) {
  const { t } = useTranslation();
  const danger = readableTone(useTheme().palette.mode, TONE_MAINS.error, 'error');
  const endpoints = useWebhooks();
  const items = endpoints.data?.items ?? [];
  const failing = items.filter((endpoint) => endpoint.disabled_reason === 'failing').length;

  return (
    <Card
      component="section"
      aria-labelledby="webhooks-summary-title"
      id={id}
      data-testid="webhooks-summary"
      sx={{ height: '100%' }}
    >
      <SectionCardHeader
        icon={<WebhookOutlinedIcon />}
        title={t('webhooks.title')}
        titleId="webhooks-summary-title"
        subtitle={t('webhooks.card.subtitle')}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        {endpoints.isPending ? <Skeleton variant="rounded" width="100%" height={24} /> : null}
        {endpoints.isError ? (
          <RetryAlert onRetry={() => endpoints.refetch()} sx={{ width: '100%' }}>
            {errorMessage(endpoints.error)}
          </RetryAlert>
        ) : null}
        {endpoints.data ? (
          <div>
            <Typography sx={{ color: items.length ? 'text.primary' : 'text.secondary' }}>
              {items.length ? t('webhooks.card.count', { count: items.length }) : t('webhooks.card.none')}
            </Typography>
            {failing ? (
              <Typography variant="body2" sx={{ color: danger }} data-testid="webhooks-summary-failing">
                {t('webhooks.card.failing', { count: failing })}
              </Typography>
            ) : null}
          </div>
        ) : null}
        <Button
          component={RouterLink}
          to={href('webhooks')}
          variant="outlined"
          color="inherit"
          data-testid="webhooks-manage"
        >
          {t('webhooks.card.manage')}
        </Button>
      </CardContent>
    </Card>
  );
}
