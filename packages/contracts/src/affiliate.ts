import { z } from 'zod';
import { normaliseAffiliateCode } from './values/affiliate.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export {
  AFFILIATE_DIALOG_MAX_WIDTH,
  FRIEND_CODE_WINDOW_HOURS,
  normaliseAffiliateCode,
} from './values/affiliate.ts';

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
    /** Whether the caller may still enter a friend code (never in a session an operator opened as the user). */
    can_set_friend_code: z.boolean(),
    /** The caller chose "Skip for now": the dialog is not offered by itself again (the profile still can). */
    friend_code_skipped: z.boolean(),
  })
  .meta({ id: 'InternalAdvertiser' });
export type InternalAdvertiser = z.infer<typeof ZInternalAdvertiser>;
