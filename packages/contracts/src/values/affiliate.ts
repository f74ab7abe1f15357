/** A friend code can be entered only this long after the advertiser registered (spec §9). */
export const FRIEND_CODE_WINDOW_HOURS = 24;

export const AFFILIATE_DIALOG_MAX_WIDTH = 550;

/** A pasted referral link keeps only what follows `referralCode=` (up to the next parameter). */
export function normaliseAffiliateCode(input: string): string {
  const marker = 'referralCode=';
  const at = input.indexOf(marker);
  const code = at >= 0 ? (input.slice(at + marker.length).split(/[&#\s]/)[0] ?? '') : input;
  return code.trim().toUpperCase();
}
