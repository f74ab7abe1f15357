import { WEBHOOK_EVENT_AREAS, WEBHOOK_EVENTS, type WebhookEvent } from '@adportal/contracts';
import type { AdvertiserArea } from '@adportal/permissions';

/** The areas that have events (each group's name is `webhooks.groups.<area>`; webhook-events.test.ts checks). */
export type WebhookEventArea = 'Deposit' | 'Advertisement' | 'Statement' | 'Message';

/** The events of one area, as the form offers them: open when the caller can read the area. */
export interface WebhookEventGroup {
  area: WebhookEventArea;
  events: WebhookEvent[];
  open: boolean;
}

/**
 * The subscribable events grouped by the area whose read each needs (contracts' WEBHOOK_EVENT_AREAS), in the
 * order of their first event; `canRead` says which areas the caller may open (the API refuses the others).
 */
export function webhookEventGroups(canRead: (area: AdvertiserArea) => boolean): WebhookEventGroup[] {
  const groups = new Map<WebhookEventArea, WebhookEvent[]>();
  for (const event of WEBHOOK_EVENTS) {
    const area = WEBHOOK_EVENT_AREAS[event] as WebhookEventArea;
    groups.set(area, [...(groups.get(area) ?? []), event]);
  }
  return [...groups].map(([area, events]) => ({ area, events, open: canRead(area) }));
}

/** The events a caller may choose: those of the groups it can read. */
export const openEvents = (groups: readonly WebhookEventGroup[]): WebhookEvent[] =>
  groups.filter((group) => group.open).flatMap((group) => group.events);
