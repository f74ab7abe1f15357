import type { DepositDetail } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { HttpError } from '../../../lib/http.ts';
import { href } from '../../../routing/href.ts';
import type { useDeposit } from '../api/get-deposit.ts';

/**
 * The frame of a page about one deposit (its detail, its payment): the title with the way back to the
 * deposits, a placeholder while it loads, "not found" or a failure with a retry, and otherwise what `children`
 * shows of it.
 */
export function DepositPageFrame({
  title,
  backLabel,
  deposit,
  loadingHeight,
  children,
}: {
  title: string;
  backLabel: string;
  deposit: ReturnType<typeof useDeposit>;
  loadingHeight: number;
  children: (deposit: DepositDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button component={RouterLink} to={href('deposit')} variant="outlined">
            {backLabel}
          </Button>
        }
      />
      {deposit.isPending ? (
        <Skeleton
          variant="rounded"
          height={loadingHeight}
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        />
      ) : deposit.isError ? (
        deposit.error instanceof HttpError && deposit.error.status === 404 ? (
          <Alert severity="error">{t('deposit.payment.notFound')}</Alert>
        ) : (
          <RetryAlert onRetry={() => deposit.refetch()}>{t('deposit.fetchFailed')}</RetryAlert>
        )
      ) : (
        children(deposit.data)
      )}
    </>
  );
}
