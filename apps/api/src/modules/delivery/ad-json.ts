import { AdPartsCache } from './ad-parts-cache.ts';
import type { ServedSlot } from './delivery.service.ts';

/** A text as the inside of a JSON string (escaped, without its quotes). */
const jsonText = (text: string): string => JSON.stringify(text).slice(1, -1);

/**
 * The JSON answer (`ServedAd`, packages/contracts) around an ad's absolute URLs, cut where the origin and the
 * signed tokens go: the ad's own fields are serialised once per ad, not on every answer.
 */
const jsonParts = new AdPartsCache((ad) => ({
  head: `{"ad":{"id":${JSON.stringify(ad.adId)},"type":${JSON.stringify(ad.type)},"width":${ad.width},"height":${ad.height},"image_url":"`,
  middle: `${jsonText(ad.imagePath)}","alt":${JSON.stringify(ad.alt)},"click_url":"`,
}));

/** No ad for the slot. */
export const NO_AD_JSON = '{"ad":null}';

/** The origin is one value in production (PUBLIC_URL): escaped when it changes, not on every answer. */
let lastOrigin = '';
let lastOriginText = '';
function originText(origin: string): string {
  if (origin !== lastOrigin) {
    lastOriginText = jsonText(origin);
    lastOrigin = origin;
  }
  return lastOriginText;
}

/**
 * The served ad as `ServedAd` JSON with absolute image, click and impression URLs. Tokens are base64url and
 * `linkQuery` (a synthetic visitor outside production, `?visitor=TH`) is escaped like the origin.
 */
export function adJson(slot: ServedSlot, origin: string, linkQuery = ''): string {
  const parts = jsonParts.of(slot);
  const at = originText(origin);
  const query = linkQuery && jsonText(linkQuery);
  return `${parts.head}${at}${parts.middle}${at}/serve/click/${slot.clickToken}${query}","impression_url":"${at}/serve/view/${slot.viewToken}${query}"}}`;
}
