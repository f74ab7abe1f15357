import {
  MESSAGE_CATEGORIES,
  MESSAGE_SUBJECT_MAX_LENGTH,
  type MessageCategory,
  ZComposeMessageBody,
} from '@adportal/contracts';
import MenuItem from '@mui/material/MenuItem';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormSelectField } from '../../../components/FormSelectField.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { errorMessage } from '../../../lib/alerts.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { tm } from '../../../lib/i18n.ts';
import type { Notice } from '../../../lib/use-notice.ts';
import { useComposeMessageMutation } from '../api/compose-message.ts';

interface ComposeValues {
  subject: string;
  category: MessageCategory | '';
  message: string;
}

const FIELDS = ['subject', 'category', 'message'] as const satisfies readonly (keyof ComposeValues)[];
const resolver = contractResolver(ZComposeMessageBody, (values: ComposeValues) => values);

const EMPTY: ComposeValues = { subject: '', category: '', message: '' };

/** A new conversation with support: subject, category and message are all required (spec). */
export function ComposeDialog({ onClose }: { onClose: (notice?: Notice) => void }) {
  const { t } = useTranslation();
  const compose = useComposeMessageMutation();
  const { control, handleSubmit, setError } = useForm({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    await compose.mutateAsync(values);
    onClose({ kind: 'success', title: t('messages.sent') });
  });

  return (
    <FormDialog
      title={t('messages.composeTitle')}
      subtitle={t('messages.composeSubtitle')}
      maxWidth="md"
      fullScreenBelow="sm"
      testId="compose-dialog"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      describeError={(error) => `${t('messages.sendFailed')}: ${errorMessage(error)}`}
      errorTestId="compose-error"
      submitLabel={t('messages.form.send')}
      submitTestId="compose-send"
    >
      <FormTextField
        control={control}
        name="subject"
        label={t('messages.form.subject')}
        maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
        autoComplete="off"
        testId="compose-subject"
        autoFocus
      />
      <FormSelectField
        control={control}
        name="category"
        label={t('messages.form.category')}
        testId="compose-category"
      >
        {MESSAGE_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {t(`messages.categories.${category}`)}
          </MenuItem>
        ))}
      </FormSelectField>
      <Controller
        control={control}
        name="message"
        render={({ field, fieldState }) => (
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            id="compose-message"
            label={t('messages.form.message')}
            preset="essential"
            required
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? tm(fieldState.error.message) : undefined}
          />
        )}
      />
    </FormDialog>
  );
}
