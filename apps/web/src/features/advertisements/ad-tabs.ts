/** The tabs of an ad's page, kept in the address as ?tab=. */
export const AD_TABS = ['information', 'bidding', 'schedule', 'budget', 'statistic', 'logs'] as const;
export type AdTab = (typeof AD_TABS)[number];

export function adTabOf(value: string | null): AdTab {
  return (AD_TABS as readonly string[]).includes(value ?? '') ? (value as AdTab) : 'information';
}
