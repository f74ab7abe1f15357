import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import KeyOutlinedIcon from '../../../components/icons/KeyOutlined.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { href } from '../../../routing/href.ts';
import { SectionCardHeader } from '../../settings/index.ts';
import { useApiKeys } from '../api/list-api-keys.ts';

/** The API keys section of /setting: how many keys still work, and the way to /setting/api-keys. */
export function ApiKeysSummaryCard({ id }: { id?: string }) {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const live = keys.data?.items.filter((key) => !key.expired).length ?? 0;

  return (
    <Card
      component="section"
      aria-labelledby="api-keys-summary-title"
      id={id}
      data-testid="api-keys-summary"
      sx={{ height: '100%' }}
    >
      <SectionCardHeader
        icon={<KeyOutlinedIcon />}
        title={t('apiKeys.title')}
        titleId="api-keys-summary-title"
        subtitle={t('apiKeys.card.subtitle')}
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        {keys.isPending ? <Skeleton variant="rounded" width="100%" height={24} /> : null}
        {keys.isError ? (
          <RetryAlert onRetry={() => keys.refetch()} sx={{ width: '100%' }}>
            {errorMessage(keys.error)}
          </RetryAlert>
        ) : null}
        {keys.data ? (
          <Typography sx={{ color: live ? 'text.primary' : 'text.secondary' }}>
            {live ? t('apiKeys.card.count', { count: live }) : t('apiKeys.card.none')}
          </Typography>
        ) : null}
        <Button
          component={RouterLink}
          to={href('api-keys')}
          variant="outlined"
          color="inherit"
          data-testid="api-keys-manage"
        >
          {t('apiKeys.card.manage')}
        </Button>
      </CardContent>
    </Card>
  );
}
