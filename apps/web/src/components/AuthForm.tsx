import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';
import { PendingButton } from './PendingButton.tsx';

/**
 * The form of a blank-layout page (sign in, register, recovery, two steps): the answer that is not about one
 * field above the fields, then a large full-width submit with a spinner, then what follows it (links back).
 */
export function AuthForm({
  onSubmit,
  error,
  errorTestId,
  pending,
  submitLabel,
  submitTestId,
  footer,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: ReactNode;
  errorTestId?: string;
  pending: boolean;
  submitLabel: ReactNode;
  submitTestId?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {error ? (
        <Alert severity="error" role="alert" data-testid={errorTestId}>
          {error}
        </Alert>
      ) : null}
      {children}
      <PendingButton
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        pending={pending}
        data-testid={submitTestId}
      >
        {submitLabel}
      </PendingButton>
      {footer}
    </Box>
  );
}
