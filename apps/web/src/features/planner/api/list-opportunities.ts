import type { OpportunityList } from '@adportal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/advertisements/opportunities: every live ad with why it does not serve and what would fix it. */
export function listOpportunities(): Promise<OpportunityList> {
  return api.get<OpportunityList>('/advertisements/opportunities');
}

export const opportunitiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.advertisements.opportunities(), queryFn: listOpportunities });

export function useOpportunities() {
  return useQuery(opportunitiesQueryOptions());
}
