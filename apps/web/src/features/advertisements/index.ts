/** What other features may use of the advertisements feature. */

// What the auction makes of an ad (serving, limited by ad rank, no visitors): the ads helper says it the same way.
export { deliveryLabel } from './ad-delivery.ts';
// The image file checks: the popups' content images take the same files as ads.
export { formatBytes, IMAGE_ACCEPT, IMAGE_MAX_MB, imageFileProblem } from './ad-format.ts';
export { type AdClicksFilter, adClicksQuery } from './api/list-ad-clicks.ts';
export { type AdsFilter, useAds } from './api/list-ads.ts';
export { usePlannerTargets } from './api/list-planner-targets.ts';
export { useClickFormat } from './click-format.ts';
export { AdClicksTable, CLICK_PRICE_SX, useClickCells } from './components/AdClicksTable.tsx';
export { AdStatusChip } from './components/AdStatusChip.tsx';
export { BidBalance } from './components/BidBalance.tsx';
export { imageUploadProblem } from './image-upload-problem.ts';
