import { z } from 'zod';
import { ZEmail } from './fields.ts';

// Constants and helpers without zod live apart, so a page that reads one does not load zod (values/).
export { LOGIN_BYPASS_TTL_MINUTES } from './values/login-bypass.ts';

export const ZCreateLoginBypassBody = z.strictObject({ email: ZEmail }).meta({ id: 'CreateLoginBypassBody' });
export type CreateLoginBypassBody = z.input<typeof ZCreateLoginBypassBody>;

export const ZLoginBypassLink = z
  .object({
    url: z.url(),
    expires_at: z.iso.datetime(),
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  })
  .meta({ id: 'LoginBypassLink' });
export type LoginBypassLink = z.infer<typeof ZLoginBypassLink>;

export const ZUseLoginBypassBody = z
  .strictObject({ token: z.string().min(1).max(256) })
  .meta({ id: 'UseLoginBypassBody' });
