/** What other features may use of the promotions feature (the operators' promotions screen). */
import { lazyNamed } from '../../components/LazyNamed.tsx';

export { usePromotions } from './api/list-promotions.ts';
export { PromotionClaimStatusChip } from './components/PromotionClaimStatusChip.tsx';
export { PromotionClaimsDialog } from './components/PromotionClaimsDialog.tsx';
export { usePromotionText } from './use-promotion-text.ts';

// Its form (react-hook-form, zod) comes when an operator opens it, not with the promotions list.
export const PromotionDialog = lazyNamed(() => import('./components/PromotionDialog.tsx'), 'PromotionDialog');
