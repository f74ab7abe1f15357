import { z } from 'zod';

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

export const ZAdvertiserIdParams = z.strictObject({ advertiser_id: z.uuid({ error: 'validation.invalid' }) });

export const ZUpdateAffiliateBody = z
  .strictObject({
    affiliate_code: z
      .string({ error: 'affiliate.required' })
      .transform(normaliseAffiliateCode)
      .pipe(
        z
          .string()
          .min(1, { error: 'affiliate.required' })
          .max(32, { error: 'affiliate.notFound' })
          .regex(/^[A-Z0-9]+$/, { error: 'affiliate.notFound' }),
      ),
  })
  .meta({ id: 'UpdateAffiliateBody' });
export type UpdateAffiliateBody = z.input<typeof ZUpdateAffiliateBody>;

export const ZInternalAdvertiser = z
  .object({
    id: z.string(),
    company_name: z.string(),
    /** This advertiser's own code, which others enter as their friend code. */
    affiliate_code: z.string(),
    /** The friend code this advertiser entered (the advertiser who referred it), or null. */
    affiliate: z.object({ code: z.string() }).nullable(),
    created_at: z.iso.datetime(),
    /** Until when a friend code may still be entered (created_at + 24 h). */
    friend_code_until: z.iso.datetime(),
    can_set_friend_code: z.boolean(),
  })
  .meta({ id: 'InternalAdvertiser' });
export type InternalAdvertiser = z.infer<typeof ZInternalAdvertiser>;
