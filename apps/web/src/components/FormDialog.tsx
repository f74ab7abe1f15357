import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogFormError, type SetError } from '../lib/form-submit-error.ts';
import { DialogFrame, type DialogFrameProps } from './DialogFrame.tsx';
import { PendingButton } from './PendingButton.tsx';

interface Props<Name extends string>
  extends Omit<DialogFrameProps, 'busy' | 'actions' | 'onSubmit' | 'hideCloseButton' | 'dividers'> {
  /** react-hook-form's `handleSubmit(save)`: a rejection is a failed submit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's fields: the API's errors on them are shown there (react-hook-form `setError`). */
  fields?: readonly Name[];
  setError?: SetError<Name>;
  /** The text of any other failure; the API's translated message by default. */
  describeError?: (error: unknown) => string;
  errorTestId?: string;
  submitLabel: string;
  submitTestId?: string;
  submitColor?: 'primary' | 'success' | 'error';
  submitDisabled?: boolean;
  cancelLabel?: string;
}

/**
 * A dialog around one form: the shared chrome (DialogFrame), cancel and a submit button that shows progress
 * and locks the dialog while the request runs. A failed submit puts the API's field errors on their fields;
 * anything else (a 409 such as DUPLICATE_TARGET) is shown at the top of the dialog, so no alert opens over it.
 */
export function FormDialog<Name extends string>({
  onSubmit,
  fields = [],
  setError = () => {},
  describeError,
  errorTestId,
  submitLabel,
  submitTestId,
  submitColor = 'primary',
  submitDisabled = false,
  cancelLabel,
  onClose,
  contentSx,
  children,
  ...frame
}: Props<Name>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setErrorText] = useState<string | null>(null);
  // A dialog kept mounted while closed opens again without the last failure.
  useEffect(() => {
    if (frame.open !== false) setErrorText(null);
  }, [frame.open]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    setErrorText(null);
    setPending(true);
    try {
      await onSubmit(event);
    } catch (failure) {
      setErrorText(dialogFormError(failure, fields, setError, describeError));
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogFrame
      {...frame}
      onClose={onClose}
      busy={pending}
      onSubmit={(event) => void submit(event)}
      contentSx={[
        { display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' },
        ...(Array.isArray(contentSx) ? contentSx : [contentSx]),
      ]}
      actions={
        <>
          <Button onClick={onClose} color="secondary" variant="outlined" disabled={pending}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <PendingButton
            type="submit"
            variant="contained"
            color={submitColor}
            pending={pending}
            disabled={submitDisabled}
            data-testid={submitTestId}
          >
            {submitLabel}
          </PendingButton>
        </>
      }
    >
      {error ? (
        <Alert severity="error" role="alert" data-testid={errorTestId}>
          {error}
        </Alert>
      ) : null}
      {children}
    </DialogFrame>
  );
}
