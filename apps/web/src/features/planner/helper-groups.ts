import type { AdOpportunities } from '@adportal/contracts';

/** What the ads helper's headline says: every ad serving, nothing to fix (but not all serving), or no headline. */
export type HelperHeadline = 'all_serving' | 'nothing_to_fix' | null;

/** Ads that do not serve come first, then those limited by ad rank, then the ones that could do better. */
const ORDER: Record<AdOpportunities['delivery'], number> = {
  not_eligible: 0,
  limited_by_rank: 1,
  no_traffic: 2,
  serving: 3,
};

/**
 * The ads helper's groups: ads with findings (each a card), ads that serve with nothing to improve, and ads
 * with nothing to fix that did not win an impression lately (waiting for visitors). "All your ads are serving"
 * only when every ad really won impressions lately (the API's `delivery`, docs/advertisements.md).
 */
export function helperGroups(ads: readonly AdOpportunities[]) {
  const withFindings = ads
    .filter((ad) => ad.opportunities.length > 0 || ad.delivery === 'not_eligible')
    .sort((a, b) => ORDER[a.delivery] - ORDER[b.delivery]);
  const clean = ads.filter((ad) => ad.opportunities.length === 0 && ad.delivery !== 'not_eligible');
  const serving = clean.filter((ad) => ad.delivery === 'serving');
  const waiting = clean.filter((ad) => ad.delivery !== 'serving');
  const headline: HelperHeadline =
    ads.length === 0 || withFindings.length > 0
      ? null
      : waiting.length === 0
        ? 'all_serving'
        : 'nothing_to_fix';
  return {
    withFindings,
    serving,
    waiting,
    headline,
    servingCount: ads.filter((ad) => ad.serving).length,
    findings: withFindings.reduce((sum, ad) => sum + ad.opportunities.length, 0),
  };
}
