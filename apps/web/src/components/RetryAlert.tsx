import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A failed load: the message and a Retry button that runs `onRetry` (usually a query's refetch). */
export function RetryAlert({
  onRetry,
  children,
  ...props
}: { onRetry: () => unknown; children: ReactNode } & Omit<AlertProps, 'severity' | 'action'>) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {t('common.retry')}
        </Button>
      }
      {...props}
    >
      {children}
    </Alert>
  );
}
