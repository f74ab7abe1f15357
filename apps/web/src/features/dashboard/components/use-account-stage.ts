import { useDashboardDeposits } from '../api/get-dashboard-deposits.ts';
import { useDashboardTopAds } from '../api/get-dashboard-top-ads.ts';

/**
 * Whether the account has anything to report: `new` with no deposit and no delivery ever (no ad with an
 * impression or a click, all time), `active` otherwise or when that cannot be told, `loading` meanwhile.
 */
export function useAccountStage(): 'loading' | 'new' | 'active' {
  const deposits = useDashboardDeposits('all');
  const ads = useDashboardTopAds('all');
  if (deposits.isError || ads.isError) return 'active';
  if (!deposits.data || !ads.data) return 'loading';
  return deposits.data.total.count === 0 && ads.data.data.length === 0 ? 'new' : 'active';
}
