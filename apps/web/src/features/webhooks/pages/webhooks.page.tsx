import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import AddIcon from '../../../components/icons/Add.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWebhooks } from '../api/list-webhooks.ts';
import { useWebhookActions } from '../components/WebhookActions.tsx';
import { WebhooksTable } from '../components/WebhooksTable.tsx';

/**
 * /setting/webhooks (read Webhook): the team's endpoints — add one (its signing secret shown once), edit it,
 * switch it on and off, send a test event, rotate its secret, delete it; each opens its delivery log.
 */
export default function WebhooksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('webhooks.title'));
  const endpoints = useWebhooks();
  const actions = useWebhookActions();
  // An endpoint needs at least one event the role may read.
  const anyEvent = actions.groups.some((group) => group.open);
  const canAdd = actions.can.create && anyEvent;

  const addButton = canAdd ? (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => actions.run('add')}
      data-testid="webhook-add"
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {t('webhooks.add')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title={t('webhooks.title')} subtitle={t('webhooks.subtitle')} actions={addButton} />
      {actions.can.create && !anyEvent ? (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="webhooks-cannot-add">
          {t('webhooks.cannotAdd')}
        </Alert>
      ) : null}
      <Card component="section" aria-labelledby="webhooks-list-title">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            gap: 1.5,
            p: { xs: 2, sm: 3 },
            pb: { xs: 1, sm: 1 },
          }}
        >
          <Typography id="webhooks-list-title" variant="h5" component="h2">
            {t('webhooks.listTitle')}
          </Typography>
          {endpoints.data ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="webhooks-count">
              {t('webhooks.countOfLimit', {
                count: endpoints.data.items.length,
                limit: endpoints.data.limit,
              })}
            </Typography>
          ) : null}
        </Box>
        <WebhooksTable
          endpoints={endpoints.data?.items ?? []}
          query={endpoints}
          labelledBy="webhooks-list-title"
          can={actions.can}
          onAction={actions.run}
          empty={
            <Box sx={{ py: 2, textAlign: 'center' }} data-testid="webhooks-empty">
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {t('webhooks.empty.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 560, mx: 'auto', my: 1 }}>
                {t('webhooks.empty.text')}
              </Typography>
              {canAdd ? (
                <Button variant="outlined" startIcon={<AddIcon />} onClick={() => actions.run('add')}>
                  {t('webhooks.add')}
                </Button>
              ) : null}
            </Box>
          }
        />
      </Card>
      {actions.dialog}
    </>
  );
}
