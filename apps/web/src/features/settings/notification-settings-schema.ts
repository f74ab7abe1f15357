import { ZNotificationSettingsBody } from '@adportal/contracts/notification-settings.ts';
import { z } from 'zod';

/**
 * The contract's body with the threshold as typed: empty is "off", anything else must pass the contract's own
 * threshold rule (its messages land on the field).
 */
export const ZNotificationSettingsForm = ZNotificationSettingsBody.extend({
  low_balance_threshold: z.string().superRefine((value, context) => {
    if (value.trim() === '') return;
    const result = ZNotificationSettingsBody.shape.low_balance_threshold.safeParse(value);
    for (const issue of result.error?.issues ?? [])
      context.addIssue({ code: 'custom', message: issue.message });
  }),
});
