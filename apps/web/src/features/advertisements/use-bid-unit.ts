import type { Advertisement } from '@adportal/contracts';
import { useTranslation } from 'react-i18next';

/** The bid unit of an ad: CPC for click ads, CPM (per thousand impressions) for impression ads. */
export function useBidUnit(ad: Pick<Advertisement, 'type'>) {
  const { t } = useTranslation();
  return t(`bid.units.${ad.type}`);
}
