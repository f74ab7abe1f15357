import { API_KEY_AREAS } from '@adportal/permissions/areas';
import { z } from 'zod';
import { isoDateInput, requiredText } from './fields.ts';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_SCOPES } from './values/api-keys.ts';

export {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  API_KEYS_PER_USER,
  type ApiKeyScope,
} from './values/api-keys.ts';

export const ZApiKeyCreateBody = z
  .strictObject({
    name: requiredText(API_KEY_NAME_MAX_LENGTH),
    scope: z.enum(API_KEY_SCOPES, { error: 'validation.invalid' }),
    /** At least one; the key can never reach further than its owner's role allows there. */
    areas: z
      .array(z.enum(API_KEY_AREAS, { error: 'validation.invalid' }))
      .min(1, { error: 'validation.required' })
      .max(API_KEY_AREAS.length)
      .refine((areas) => new Set(areas).size === areas.length, { error: 'validation.invalid' }),
    /** The last day the key works (platform time), or null: no expiry. */
    expires_on: isoDateInput().nullable(),
  })
  .meta({
    id: 'ApiKeyCreateBody',
    examples: [
      {
        name: 'Nightly report',
        scope: 'read_only',
        areas: ['Advertisement', 'Report'],
        expires_on: '2027-12-31',
      },
    ],
  });
export type ApiKeyCreateBody = z.input<typeof ZApiKeyCreateBody>;

export const ZApiKey = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The key's first characters (`adp_` and six more), to tell keys apart; the secret is never shown again. */
    hint: z.string(),
    scope: z.enum(API_KEY_SCOPES),
    areas: z.array(z.enum(API_KEY_AREAS)),
    created_at: z.iso.datetime(),
    expires_on: z.iso.date().nullable(),
    expired: z.boolean(),
    /** Written at most once a minute. */
    last_used_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z
  .object({ items: z.array(ZApiKey), limit: z.number().int() })
  .meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof ZApiKeyList>;

/** The answer to a creation: the key, and its secret, shown this once. */
export const ZApiKeyCreated = z.object({ key: ZApiKey, secret: z.string() }).meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const ZApiKeyIdParams = z.strictObject({ id: z.uuid({ error: 'validation.invalid' }) });
