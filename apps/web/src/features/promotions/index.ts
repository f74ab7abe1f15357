/** What other features may use of the promotions feature. */
export { PromotionClaimStatusChip } from './components/PromotionClaimStatusChip.tsx';
