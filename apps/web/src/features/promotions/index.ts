/** What other features may use of the promotions feature (the operators' promotions screen). */
export { usePromotions } from './api/list-promotions.ts';
export { PromotionClaimsDialog } from './components/PromotionClaimsDialog.tsx';
export { PromotionDialog } from './components/PromotionDialog.tsx';
export { usePromotionText } from './use-promotion-text.ts';
