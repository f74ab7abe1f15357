import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { alertError } from './alerts.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { alertOnError?: boolean };
    mutationMeta: { alertOnError?: boolean };
  }
}

/**
 * The retry rule lives in lib/http.ts only: TanStack Query adds no retries of its own.
 * Errors are quiet by default: screens show them inline. A query or mutation that has no place for its error
 * says `meta: { alertOnError: true }` and gets the central alert.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.alertOnError) alertError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.alertOnError) alertError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
