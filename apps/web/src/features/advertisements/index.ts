/** What other features may use of the advertisements feature. */

export { type AdClicksFilter, adClicksQuery } from './api/list-ad-clicks.ts';
export { AdClicksTable } from './components/AdClicksTable.tsx';
export { AdStatusChip } from './components/AdStatusChip.tsx';
