import type { AccountChecklist } from '@adportal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/account/checklist/dismiss: hidden for the user, remembered on the server. */
export function dismissDashboardChecklist(): Promise<AccountChecklist> {
  return api.post<AccountChecklist>('/account/checklist/dismiss', {});
}

export function useDismissDashboardChecklistMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissDashboardChecklist,
    meta: { alertOnError: true },
    onSuccess: (checklist) => client.setQueryData(queryKeys.account.checklist(), checklist),
  });
}
