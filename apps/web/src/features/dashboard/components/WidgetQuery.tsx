import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FetchingBar } from '../../../components/FetchingBar.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';

/**
 * A widget's content from its query: the skeleton on the first load, the failure with Retry, then the
 * figures — with a thin bar while another period loads over the last one's.
 */
export function WidgetQuery<T>({
  query,
  errorMessage,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  errorMessage: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && query.data === undefined) {
    return <RetryAlert onRetry={() => query.refetch()}>{errorMessage}</RetryAlert>;
  }
  if (query.data === undefined) return skeleton;
  return (
    <>
      <FetchingBar active={query.isFetching} />
      {children(query.data)}
    </>
  );
}
