import { formatUsdt, type Language, type RunOutProjection } from '@adportal/contracts';
import { translate } from '@adportal/i18n';
import type { Database } from '../../db/client.ts';
import { platformDateOf } from '../../lib/platform-time.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { TelegramLinks } from '../telegram/telegram-links.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import {
  findSettingsWithAlerts,
  setLowBalanceNotifiedAt,
  type UserSettingsRow,
} from './notification-settings.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The figures a digest tells of a period: the advertiser's spend, clicks, balance and its run-out. */
export interface DigestFigures {
  range: { from: string; to: string };
  spendMicros: bigint;
  clicks: number;
  voidClicks: number;
  impressions: number;
  balanceMicros: bigint;
  runOut: RunOutProjection;
}

/**
 * Where the digest's figures come from: the reports module's DashboardFiguresService (the read model of spend and
 * clicks). Passed in: reports stands above this module (it reads the ad server's work, and the ad server and
 * the ads notify through this module).
 */
export interface DigestFiguresSource {
  summary(advertiserId: string, days: number): Promise<DigestFigures>;
}

/**
 * What members asked to be told without anyone acting: a low balance (each member's own threshold, told once
 * until the balance is back above it) and the daily or weekly digest (spend, clicks, void share, balance, days
 * of balance left) at the hour they chose in the platform's zone — queued once per period (its dedupe key),
 * so running the job twice, or late after a restart, sends each digest once.
 */
export class NotificationAlertsService {
  constructor(
    private readonly deps: {
      db: Database;
      team: TeamService;
      ledger: LedgerService;
      dashboard: DigestFiguresSource;
      notifications: NotificationsService;
      telegramLinks: TelegramLinks;
      telegramEnabled: boolean;
      timeZone: string;
      publicUrl: string;
      now: () => Date;
      /** A member's low-balance alert also goes to the team's webhooks (balance.low). */
      webhooks?: WebhookEmitter | undefined;
    },
  ) {}

  async run(): Promise<{ lowBalance: number; digests: number }> {
    let lowBalance = 0;
    let digests = 0;
    for (const settings of await findSettingsWithAlerts(this.deps.db)) {
      if (settings.lowBalanceThresholdMicros !== null || settings.lowBalanceNotifiedAt !== null)
        if (await this.checkLowBalance(settings)) lowBalance += 1;
      if (settings.digestFrequency !== 'off') digests += await this.sendDigest(settings);
    }
    return { lowBalance, digests };
  }

  /** True when the member was told now. */
  private async checkLowBalance(settings: UserSettingsRow): Promise<boolean> {
    const { db } = this.deps;
    const user = await this.deps.team.findUser(db, settings.userId);
    if (!user?.advertiserId || user.status !== 'active') return false;
    const threshold = settings.lowBalanceThresholdMicros;
    const balance = (await this.deps.ledger.balanceOf(db, user.advertiserId)).temporaryMicros;
    const low = threshold !== null && balance < threshold;
    if (!low) {
      if (settings.lowBalanceNotifiedAt !== null) await setLowBalanceNotifiedAt(db, user.id, null);
      return false;
    }
    if (settings.lowBalanceNotifiedAt !== null) return false;
    const advertiserId = user.advertiserId;
    await db.transaction(async (tx) => {
      await this.deps.notifications.notify(tx, advertiserId, {
        kind: 'balance',
        userId: user.id,
        messageKey: 'notifications.messages.lowBalance',
        params: { balance: formatUsdt(balance), threshold: formatUsdt(threshold) },
        link: '/deposit',
      });
      await this.deps.webhooks?.emit(tx, advertiserId, 'balance.low', {
        balance: formatUsdt(balance),
        threshold: formatUsdt(threshold),
      });
      await setLowBalanceNotifiedAt(tx, user.id, this.deps.now());
    });
    return true;
  }

  /** Queues the member's digest when its hour has come this period; the number of messages queued. */
  private async sendDigest(settings: UserSettingsRow): Promise<number> {
    const { db, timeZone } = this.deps;
    const now = this.deps.now();
    const { hour, isoWeekday } = platformClock(now, timeZone);
    if (hour < settings.digestHour) return 0;
    const weekly = settings.digestFrequency === 'weekly';
    if (weekly && isoWeekday !== settings.digestWeekday) return 0;
    const user = await this.deps.team.findUser(db, settings.userId);
    if (!user?.advertiserId || user.status !== 'active') return 0;
    const language = user.preferredLanguage as Language;
    const summary = await this.deps.dashboard.summary(user.advertiserId, weekly ? 7 : 1);
    const text = digestText(language, weekly, summary);
    const period = platformDateOf(now, timeZone);
    const chat = this.deps.telegramEnabled ? await this.deps.telegramLinks.of(db, user.id) : undefined;
    const channels = [
      ...(settings.digestEmail ? (['email'] as const) : []),
      ...(settings.digestTelegram && chat ? (['telegram'] as const) : []),
    ];
    let queued = 0;
    await db.transaction(async (tx) => {
      for (const channel of channels) {
        const fresh = await this.deps.notifications.queueDirect(tx, {
          userId: user.id,
          advertiserId: user.advertiserId,
          channel,
          ...text,
          link: `${this.deps.publicUrl}/dashboards`,
          dedupeKey: `digest:${settings.digestFrequency}:${user.id}:${period}:${channel}`,
        });
        if (fresh) queued += 1;
      }
    });
    return queued;
  }
}

/** The digest in the member's language: a subject naming the period, and one line per figure. */
export function digestText(language: Language, weekly: boolean, summary: DigestFigures) {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(language, `notifications.digest.${key}`, params);
  const voidShare = summary.clicks === 0 ? 0 : Math.round((summary.voidClicks / summary.clicks) * 1000) / 10;
  const range =
    summary.range.from === summary.range.to
      ? summary.range.to
      : `${summary.range.from} – ${summary.range.to}`;
  const lines = [
    t('spend', { amount: formatUsdt(summary.spendMicros) }),
    t('clicks', { count: summary.clicks, void: summary.voidClicks, share: voidShare }),
    t('impressions', { count: summary.impressions }),
    t('balance', { amount: formatUsdt(summary.balanceMicros > 0n ? summary.balanceMicros : 0n) }),
    summary.runOut.days_left === null
      ? t('daysLeftUnknown')
      : t('daysLeft', { days: summary.runOut.days_left, date: summary.runOut.runs_out_on ?? '' }),
  ];
  return { subject: t(weekly ? 'weeklySubject' : 'dailySubject', { range }), body: lines.join('\n') };
}

/** The hour (0–23) and ISO weekday (1 = Monday) of an instant on the platform's clock. */
export function platformClock(at: Date, timeZone: string): { hour: number; isoWeekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? 'Mon';
  return { hour, isoWeekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday) + 1 };
}
