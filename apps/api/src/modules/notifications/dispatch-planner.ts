import type { Language, NotificationCategory } from '@adportal/contracts';
import { defineAbilityFor } from '@adportal/permissions';
import type { Executor } from '../../db/client.ts';
import type { TeamService, UserWithRole } from '../team/team.service.ts';
import type { TelegramLinks } from '../telegram/telegram-links.ts';
import { insertDispatches, type NewDispatch } from './dispatches.repository.ts';
import { noticeText } from './notice-text.ts';
import { AREA_OF_CATEGORY, type ChannelSwitches, DEFAULT_CHANNELS } from './notification-categories.ts';
import { findPreferences } from './notification-settings.repository.ts';

export interface Notice {
  advertiserId: string;
  /** One member only; null: every member whose role reads the category's area. */
  userId: string | null;
  category: NotificationCategory;
  messageKey: string;
  params: Record<string, string>;
  /** Longer text for Telegram and email (a news broadcast's body). */
  detail?: string | undefined;
  link: string | null;
  notificationId: string | null;
  broadcastId?: string | null | undefined;
}

/**
 * Decides who a notification reaches outside the bell and through which channels (each member's switches for
 * its category; Telegram only with a connected chat and a bot), renders it in each member's language and
 * queues one dispatch row per member and channel — in the caller's transaction, so it exists exactly when the
 * change it announces does.
 */
export class DispatchPlanner {
  constructor(
    private readonly deps: {
      team: TeamService;
      telegramLinks: TelegramLinks;
      publicUrl: string;
      telegramEnabled: boolean;
    },
  ) {}

  async plan(tx: Executor, notice: Notice): Promise<number> {
    const members = (await this.deps.team.activeMembers(tx, [notice.advertiserId])).filter(
      (member) =>
        (notice.userId === null || member.user.id === notice.userId) && mayRead(member, notice.category),
    );
    if (members.length === 0) return 0;
    const userIds = members.map((member) => member.user.id);
    const switches = await this.switchesOf(tx, userIds, notice.category);
    const chats = this.deps.telegramEnabled ? await this.deps.telegramLinks.chatsOf(tx, userIds) : new Map();
    const rows: NewDispatch[] = [];
    for (const member of members) {
      const wants = switches.get(member.user.id) ?? DEFAULT_CHANNELS[notice.category];
      const text = noticeText(member.user.preferredLanguage as Language, notice, this.deps.publicUrl);
      const base = {
        userId: member.user.id,
        advertiserId: notice.advertiserId,
        notificationId: notice.notificationId,
        broadcastId: notice.broadcastId ?? null,
        category: notice.category,
        ...text,
      };
      if (wants.telegram && chats.has(member.user.id)) rows.push({ ...base, channel: 'telegram' });
      if (wants.email) rows.push({ ...base, channel: 'email' });
    }
    return (await insertDispatches(tx, rows)).length;
  }

  /** Each user's switches for one category (defaults where the user chose nothing). */
  async switchesOf(
    db: Executor,
    userIds: readonly string[],
    category: NotificationCategory,
  ): Promise<Map<string, ChannelSwitches>> {
    const rows = await findPreferences(db, userIds);
    return new Map(
      rows
        .filter((row) => row.category === category)
        .map((row) => [row.userId, { inApp: row.inApp, telegram: row.telegram, email: row.email }]),
    );
  }
}

function mayRead(member: UserWithRole, category: NotificationCategory): boolean {
  const area = AREA_OF_CATEGORY[category];
  if (area === null) return true;
  return defineAbilityFor(member.role).can('read', area);
}
