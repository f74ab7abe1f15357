import type { ApiKey, ApiKeyCreated } from '@adportal/contracts';
import { API_KEY_AREAS, type AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import AddIcon from '../../../components/icons/Add.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useApiKeys } from '../api/list-api-keys.ts';
import { useRevokeApiKeyMutation } from '../api/revoke-api-key.ts';
import { ApiKeySecretDialog } from '../components/ApiKeySecretDialog.tsx';
import { ApiKeysTable } from '../components/ApiKeysTable.tsx';
import { ApiKeyUsageNote } from '../components/ApiKeyUsageNote.tsx';

const CreateApiKeyDialog = lazyNamed(
  () => import('../components/CreateApiKeyDialog.tsx'),
  'CreateApiKeyDialog',
);

/**
 * /setting/api-keys: the user's own keys for scripts — create one (its secret shown once), see what each reaches
 * and when it was last used, revoke it.
 */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  useDocumentTitle(t('apiKeys.title'));
  const keys = useApiKeys();
  const revoke = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const notify = useNotice(creating || created !== null || revoking !== null);
  // A key never reaches further than its owner's role: only the areas the role can read are offered.
  const areas = API_KEY_AREAS.filter((area) => ability.can('read', area));
  // A key would outlive an operator's visit as the user: the API refuses it, so nothing offers it.
  const visiting = useSession().userData?.impersonated === true;
  const canCreate = areas.length > 0 && !visiting;

  const createButton = canCreate ? (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setCreating(true)}
      data-testid="api-key-create"
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {t('apiKeys.create')}
    </Button>
  ) : null;

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify({ kind: 'success', title: t('apiKeys.revoked') });
    } catch (error) {
      notify({ kind: 'error', error });
    }
    setRevoking(null);
  };

  return (
    <>
      <PageHeader title={t('apiKeys.title')} subtitle={t('apiKeys.subtitle')} actions={createButton} />
      {canCreate ? null : (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="api-keys-cannot-create">
          {visiting ? t('errors.IMPERSONATION_FORBIDDEN') : t('apiKeys.form.noAreas')}
        </Alert>
      )}
      <Card component="section" aria-labelledby="api-keys-list-title">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            gap: 1.5,
            p: { xs: 2, sm: 3 },
            pb: { xs: 1, sm: 1 },
          }}
        >
          <Typography id="api-keys-list-title" variant="h5" component="h2">
            {t('apiKeys.listTitle')}
          </Typography>
          {keys.data ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="api-keys-count">
              {t('apiKeys.countOfLimit', { count: keys.data.items.length, limit: keys.data.limit })}
            </Typography>
          ) : null}
        </Box>
        <ApiKeysTable
          keys={keys.data?.items ?? []}
          query={keys}
          labelledBy="api-keys-list-title"
          onRevoke={setRevoking}
          empty={
            <Box sx={{ py: 2, textAlign: 'center' }} data-testid="api-keys-empty">
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {t('apiKeys.empty.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 560, mx: 'auto', my: 1 }}>
                {t('apiKeys.empty.text')}
              </Typography>
              {canCreate ? (
                <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                  {t('apiKeys.create')}
                </Button>
              ) : null}
            </Box>
          }
        />
        <Divider />
        <ApiKeyUsageNote />
      </Card>
      {creating ? (
        <CreateApiKeyDialog
          areas={areas}
          onClose={(answer) => {
            setCreating(false);
            if (answer) setCreated(answer);
          }}
        />
      ) : null}
      {created ? (
        <ApiKeySecretDialog name={created.key.name} secret={created.secret} onDone={() => setCreated(null)} />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          title={t('apiKeys.revokeTitle', { name: revoking.name })}
          text={t('apiKeys.revokeText')}
          confirmLabel={t('apiKeys.revokeConfirm')}
          tone="error"
          pending={revoke.isPending}
          onConfirm={() => void confirmRevoke()}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </>
  );
}
