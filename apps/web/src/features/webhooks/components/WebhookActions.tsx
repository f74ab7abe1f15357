import {
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
} from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { useNotice } from '../../../lib/use-notice.ts';
import { useDeleteWebhookMutation } from '../api/delete-webhook.ts';
import { useRotateWebhookSecretMutation } from '../api/rotate-webhook-secret.ts';
import { useSendTestWebhookMutation } from '../api/send-test-webhook.ts';
import { useUpdateWebhookMutation } from '../api/update-webhook.ts';
import { webhookEventGroups } from '../webhook-events.ts';
import { WebhookSecretDialog } from './WebhookSecretDialog.tsx';

// The form's react-hook-form and zod arrive with the first dialog opened, not with the list.
const WebhookFormDialog = lazyNamed(() => import('./WebhookFormDialog.tsx'), 'WebhookFormDialog');

export type WebhookAction = 'edit' | 'enable' | 'disable' | 'test' | 'rotate' | 'delete';
export interface WebhookPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
}

type Open =
  | { kind: 'add' }
  | { kind: 'edit' | 'rotate' | 'delete'; endpoint: WebhookEndpoint }
  | { kind: 'secret'; answer: WebhookEndpointCreated; from: 'created' | 'rotated'; previousUntil?: string }
  | null;

/**
 * What the list and an endpoint's page both do to an endpoint: add, edit, switch on and off, send a test event,
 * rotate the secret (asked first; the new one shown once), delete (asked first). Returns what the caller may do,
 * `run` for a button, and the dialogs to render.
 */
export function useWebhookActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const can: WebhookPermissions = {
    create: ability.can('create', 'Webhook'),
    update: ability.can('update', 'Webhook'),
    delete: ability.can('delete', 'Webhook'),
  };
  // Only events of areas the role reads may be chosen: the API refuses the others.
  const groups = webhookEventGroups((area) => ability.can('read', area));
  const [open, setOpen] = useState<Open>(null);
  const notify = useNotice(open !== null);
  const update = useUpdateWebhookMutation();
  const sendTest = useSendTestWebhookMutation();
  const rotate = useRotateWebhookSecretMutation();
  const remove = useDeleteWebhookMutation();

  const toggle = async (endpoint: WebhookEndpoint, enabled: boolean) => {
    try {
      await update.mutateAsync({
        id: endpoint.id,
        body: {
          url: endpoint.url,
          description: endpoint.description ?? undefined,
          events: endpoint.events,
          enabled,
        },
      });
      notify({
        kind: 'success',
        title: enabled ? t('webhooks.enabledNotice') : t('webhooks.disabledNotice'),
      });
    } catch (error) {
      notify({ kind: 'error', error });
    }
  };

  const test = async (endpoint: WebhookEndpoint) => {
    try {
      await sendTest.mutateAsync(endpoint.id);
      notify({ kind: 'success', title: t('webhooks.testSent'), text: t('webhooks.testSentText') });
    } catch (error) {
      notify({ kind: 'error', error });
    }
  };

  const confirmRotate = async (endpoint: WebhookEndpoint) => {
    try {
      const answer = await rotate.mutateAsync(endpoint.id);
      // The previous secret signs beside the new one for a fixed time from now (contracts' constant).
      const previousUntil = new Date(Date.now() + WEBHOOK_PREVIOUS_SECRET_HOURS * 3_600_000).toISOString();
      setOpen({ kind: 'secret', answer, from: 'rotated', previousUntil });
    } catch (error) {
      setOpen(null);
      notify({ kind: 'error', error });
    }
  };

  const confirmDelete = async (endpoint: WebhookEndpoint) => {
    try {
      await remove.mutateAsync(endpoint.id);
      setOpen(null);
      notify({ kind: 'success', title: t('webhooks.deleted') });
      onDeleted?.();
    } catch (error) {
      setOpen(null);
      notify({ kind: 'error', error });
    }
  };

  const run = (action: WebhookAction | 'add', endpoint?: WebhookEndpoint) => {
    if (action === 'add' || !endpoint) setOpen({ kind: 'add' });
    else if (action === 'enable' || action === 'disable') void toggle(endpoint, action === 'enable');
    else if (action === 'test') void test(endpoint);
    else setOpen({ kind: action, endpoint });
  };

  let dialog: ReactNode = null;
  if (open?.kind === 'add' || open?.kind === 'edit') {
    dialog = (
      <WebhookFormDialog
        endpoint={open.kind === 'edit' ? open.endpoint : undefined}
        groups={groups}
        onClose={(result) => {
          if (result?.created) setOpen({ kind: 'secret', answer: result.created, from: 'created' });
          else {
            setOpen(null);
            if (result?.saved) notify({ kind: 'success', title: t('webhooks.form.saved') });
          }
        }}
      />
    );
  } else if (open?.kind === 'rotate') {
    dialog = (
      <ConfirmDialog
        title={t('webhooks.rotateTitle')}
        text={t('webhooks.rotateText')}
        confirmLabel={t('webhooks.rotateConfirm')}
        tone="warning"
        pending={rotate.isPending}
        onConfirm={() => void confirmRotate(open.endpoint)}
        onClose={() => setOpen(null)}
      />
    );
  } else if (open?.kind === 'delete') {
    dialog = (
      <ConfirmDialog
        title={t('webhooks.deleteTitle')}
        text={t('webhooks.deleteText', { url: open.endpoint.url })}
        confirmLabel={t('webhooks.deleteConfirm')}
        tone="error"
        pending={remove.isPending}
        onConfirm={() => void confirmDelete(open.endpoint)}
        onClose={() => setOpen(null)}
      />
    );
  } else if (open?.kind === 'secret') {
    dialog = (
      <WebhookSecretDialog
        kind={open.from}
        url={open.answer.endpoint.url}
        secret={open.answer.secret}
        previousUntil={open.previousUntil}
        onDone={() => setOpen(null)}
      />
    );
  }

  return { can, groups, run, dialog };
}
