import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import SendOutlinedIcon from '../../../components/icons/SendOutlined.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { errorMessage, showError } from '../../../lib/alerts.ts';
import { setServerFieldErrors } from '../../../lib/form-submit-error.ts';
import { lazyContractResolver } from '../../../lib/forms/lazy-contract-resolver.ts';
import { HttpError } from '../../../lib/http.ts';
import { tm } from '../../../lib/i18n.ts';

/**
 * The editor under a thread and its send button: a reply of the team, support's answer or an internal note.
 * A failure says 'Failed to send message' with the reason; the text stays in the editor.
 */
export function ReplyBox({
  label,
  submitLabel,
  onSend,
  testId,
  extraActions,
  hint,
}: {
  label: string;
  submitLabel: string;
  onSend: (message: string) => Promise<unknown>;
  testId: string;
  extraActions?: ReactNode;
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useForm<{ message: string }>({
    resolver: lazyContractResolver(() =>
      import('@adportal/contracts/messages.ts').then((module) => module.ZMessageReplyBody),
    ),
    defaultValues: { message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(async ({ message }) => {
    try {
      await onSend(message);
      reset({ message: '' });
    } catch (error) {
      if (setServerFieldErrors(error, ['message'] as const, setError)) return;
      // The session policy already acted (signed out, sent to /login).
      if (error instanceof HttpError && error.handled) return;
      void showError(`${t('messages.sendFailed')}: ${errorMessage(error)}`);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid={testId}>
      <Controller
        control={control}
        name="message"
        render={({ field, fieldState }) => (
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            id={`${testId}-editor`}
            label={label}
            preset="essential"
            minHeight={120}
            disabled={formState.isSubmitting}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? tm(fieldState.error.message) : hint}
          />
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1.5, mt: 1.5 }}>
        {extraActions}
        <PendingButton
          type="submit"
          variant="contained"
          startIcon={<SendOutlinedIcon />}
          pending={formState.isSubmitting}
          data-testid={`${testId}-send`}
        >
          {submitLabel}
        </PendingButton>
      </Box>
    </Box>
  );
}
