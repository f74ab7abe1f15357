import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { HttpError } from '../../../lib/http.ts';

/**
 * What a conversation page shows before its conversation is there (advertisers' and operators' alike): a skeleton
 * while it loads, then "not found" for a 404 or a retry for any other failure — always under the way back.
 */
export function ConversationPlaceholder({
  back,
  query,
}: {
  back: ReactNode;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <>
        {back}
        <Skeleton variant="text" height={48} width="60%" />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </>
    );
  }
  const missing = query.error instanceof HttpError && query.error.status === 404;
  return (
    <>
      {back}
      {missing ? (
        <Alert severity="warning">{t('messages.notFound')}</Alert>
      ) : (
        <RetryAlert onRetry={() => query.refetch()}>{t('messages.fetchFailed')}</RetryAlert>
      )}
    </>
  );
}
