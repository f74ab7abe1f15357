/** What other features may use of the advertisements feature. */

// What the auction makes of an ad (serving, limited by ad rank, no visitors): the ads helper says it the same way.
export { deliveryLabel } from './ad-delivery.ts';
// The image file checks: the popups' content images take the same files as ads.
export { formatBytes, IMAGE_ACCEPT, IMAGE_MAX_MB, imageFileProblem } from './ad-format.ts';
// The ad's bids and catalogue: the planner and the ads helper add, raise and switch on bids of an ad.
export { useCreateTargetMutation } from './api/create-target.ts';
export { useAdCatalogue } from './api/get-ad-catalogue.ts';
export { type AdClicksFilter, adClicksQuery } from './api/list-ad-clicks.ts';
export { adTargetsQueryOptions } from './api/list-ad-targets.ts';
export { type AdsFilter, useAds } from './api/list-ads.ts';
// GET /api/planner/targets: the planner's list, an ad's target picker and the click report's websites.
export { type PlannerTargetsFilter, usePlannerTargets } from './api/list-planner-targets.ts';
export { useSetAdDisplayMutation } from './api/set-ad-display.ts';
export { useUpdateTargetMutation } from './api/update-target.ts';
export { useClickFormat } from './click-format.ts';
export { AdClicksTable, CLICK_PRICE_SX, useClickCells } from './components/AdClicksTable.tsx';
export { AdStatusChip } from './components/AdStatusChip.tsx';
export { BidBalance } from './components/BidBalance.tsx';
export { imageUploadProblem } from './image-upload-problem.ts';
