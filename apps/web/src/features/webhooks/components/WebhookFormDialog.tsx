import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEvent,
  ZWebhookEndpointBody,
} from '@adportal/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { useCreateWebhookMutation } from '../api/create-webhook.ts';
import { useUpdateWebhookMutation } from '../api/update-webhook.ts';
import { openEvents, type WebhookEventGroup } from '../webhook-events.ts';
import { WebhookEventsField } from './WebhookEventsField.tsx';

interface Values {
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
}

const FIELDS = ['url', 'description', 'events', 'enabled'] as const;
// The events in the contracts' order, whatever order they were ticked in.
const resolver = contractResolver(ZWebhookEndpointBody, (values: Values) => ({
  ...values,
  events: WEBHOOK_EVENTS.filter((event) => values.events.includes(event)),
}));

/**
 * Adds an endpoint, or edits one: its URL, a description, the events (only those of areas the caller's role can
 * read may be ticked) and whether it is on. The API's field errors land on their fields (an address it refuses on
 * the URL, an event the role may not read on the events); its other refusals (the limit of endpoints) at the top.
 */
export function WebhookFormDialog({
  endpoint,
  groups,
  onClose,
}: {
  /** The endpoint to edit; none to add one. */
  endpoint?: WebhookEndpoint;
  groups: readonly WebhookEventGroup[];
  /** With the creation's answer (the secret, shown once) after an endpoint was added. */
  onClose: (result?: { created?: WebhookEndpointCreated; saved?: WebhookEndpoint }) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhookMutation();
  const update = useUpdateWebhookMutation();
  const { control, handleSubmit, setError } = useForm<Values, unknown, z.output<typeof ZWebhookEndpointBody>>(
    {
      resolver,
      defaultValues: endpoint
        ? {
            url: endpoint.url,
            description: endpoint.description ?? '',
            events: [...endpoint.events],
            enabled: endpoint.enabled,
          }
        : // A new endpoint hears every event the caller may choose until told otherwise.
          { url: '', description: '', events: openEvents(groups), enabled: true },
      mode: 'onSubmit',
      reValidateMode: 'onChange',
    },
  );

  const onSubmit = handleSubmit(async (parsed) => {
    // The contract reads an empty description as none (null); the API takes none as the field left out.
    const body = { ...parsed, description: parsed.description ?? undefined };
    if (endpoint) onClose({ saved: await update.mutateAsync({ id: endpoint.id, body }) });
    else onClose({ created: await create.mutateAsync(body) });
  });

  return (
    <FormDialog
      open
      title={endpoint ? t('webhooks.form.editTitle') : t('webhooks.form.addTitle')}
      fullScreenBelow="sm"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      submitLabel={endpoint ? t('webhooks.form.submitEdit') : t('webhooks.form.submitAdd')}
      submitTestId="webhook-form-submit"
      errorTestId="webhook-form-error"
    >
      <FormTextField
        control={control}
        name="url"
        label={t('webhooks.form.url')}
        hint={t('webhooks.form.urlHint')}
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        inputMode="url"
        autoComplete="off"
        autoFocus
        testId="webhook-url"
      />
      <FormTextField
        control={control}
        name="description"
        label={t('webhooks.form.description')}
        hint={t('webhooks.form.descriptionHint')}
        maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
        autoComplete="off"
        testId="webhook-description"
      />
      <WebhookEventsField control={control} name="events" groups={groups} />
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: { ref: field.ref, 'aria-describedby': 'webhook-enabled-hint' } as never,
                  }}
                />
              }
              label={t('webhooks.form.enabled')}
            />
            <FormHelperText id="webhook-enabled-hint" sx={{ mx: 0, mt: 0 }}>
              {t('webhooks.form.enabledHint')}
            </FormHelperText>
          </Box>
        )}
      />
    </FormDialog>
  );
}
