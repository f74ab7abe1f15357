import { WEBHOOK_EVENT_AREAS, WEBHOOK_EVENTS } from '@adportal/contracts';
import en from '@adportal/i18n/locales/en.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { openEvents, webhookEventGroups } from './webhook-events.ts';

describe('webhookEventGroups', () => {
  it('groups every event under the area it needs, in the order of their first event', () => {
    const groups = webhookEventGroups(() => true);
    expect(groups.map((group) => group.area)).toEqual(['Deposit', 'Advertisement', 'Statement', 'Message']);
    expect(groups[0]?.events).toEqual(['deposit.credited', 'deposit.failed', 'balance.low']);
    expect(groups.flatMap((group) => group.events).sort()).toEqual([...WEBHOOK_EVENTS].sort());
  });

  it('names the group of every area that has events', () => {
    const names: Record<string, string> = en.webhooks.groups;
    for (const area of new Set(Object.values(WEBHOOK_EVENT_AREAS))) expect(names[area]).toBeTruthy();
  });

  it('closes the groups of areas the caller cannot read', () => {
    const groups = webhookEventGroups((area) => area === 'Advertisement');
    expect(groups.filter((group) => group.open).map((group) => group.area)).toEqual(['Advertisement']);
    expect(openEvents(groups)).toEqual(['ad.status_changed', 'ad.stopped']);
  });
});
