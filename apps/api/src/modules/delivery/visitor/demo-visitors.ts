/**
 * The publisher demo page's synthetic visitors, for trying the portal on one machine: there every request comes
 * from the address the advertiser signed in from, so every click would be void `self_click`. Outside production
 * the demo page (and the ad documents and links it leads to) may carry `visitor=<country>`, and the ad server
 * then takes the request as coming from that country's address below: documentation addresses (RFC 5737
 * TEST-NET-2, 198.51.100.0/24) that no real visitor has and no geo database places. Production never reads the
 * parameter (serve.routes.ts), so nobody can choose their country or dodge the invalid-click rules there.
 * The other rules still apply: a headless browser is still a `bot`, and one country's address makes at most
 * CLICK_IP_LIMIT charged clicks per ad in the window (`ip_rate`), like any one visitor.
 */
export const DEMO_VISITORS = {
  TH: '198.51.100.101',
  SG: '198.51.100.102',
  MY: '198.51.100.103',
  VN: '198.51.100.104',
  CN: '198.51.100.105',
  JP: '198.51.100.106',
  US: '198.51.100.107',
  GB: '198.51.100.108',
  DE: '198.51.100.109',
} as const satisfies Record<string, string>;

export type DemoCountry = keyof typeof DEMO_VISITORS;
export const DEMO_COUNTRIES = Object.keys(DEMO_VISITORS) as DemoCountry[];

export interface DemoVisitor {
  country: DemoCountry;
  ip: string;
}

/** The synthetic visitor a request's `visitor` query parameter names, or null (absent, unknown, malformed). */
export function demoVisitorOf(query: unknown): DemoVisitor | null {
  if (typeof query !== 'object' || query === null) return null;
  const code = (query as Record<string, unknown>).visitor;
  if (typeof code !== 'string' || !Object.hasOwn(DEMO_VISITORS, code)) return null;
  const country = code as DemoCountry;
  return { country, ip: DEMO_VISITORS[country] };
}

/** The query that carries a synthetic visitor to the next request (the ad document's links, the demo's slots). */
export const demoVisitorQuery = (visitor: DemoVisitor | null): string =>
  visitor ? `?visitor=${visitor.country}` : '';
