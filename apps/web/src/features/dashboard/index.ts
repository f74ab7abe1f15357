/** What other features may use of the dashboard feature (an ad's bid dialog shows the available balance). */
export { useAccountOverview } from './api/get-account-overview.ts';
