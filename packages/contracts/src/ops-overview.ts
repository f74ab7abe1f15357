import { z } from 'zod';

/**
 * The operators' console home: how much waits in each queue. A queue the caller may not read is null (not
 * zero), so the page leaves its figure out instead of showing a false "0".
 */
export const ZOpsOverview = z
  .object({
    /** Ads waiting for review (read OpsReview). */
    pending_reviews: z.number().int().nullable(),
    /** Manual deposits waiting for an operator's confirm or reject (read OpsDeposit). */
    waiting_deposits: z.number().int().nullable(),
    /** Support conversations open, waiting for an answer (read OpsContent). */
    open_conversations: z.number().int().nullable(),
  })
  .meta({ id: 'OpsOverview' });
export type OpsOverview = z.infer<typeof ZOpsOverview>;
