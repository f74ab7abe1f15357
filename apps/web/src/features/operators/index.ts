/** What other features may use of the operators feature (the console's users of every advertiser). */

// The news form picks the advertisers it is sent to from the same search.
export { useOpsUsers } from './ops/api/list-ops-users.ts';
