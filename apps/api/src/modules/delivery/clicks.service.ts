import {
  type AdClick,
  type AdClickPage,
  type AdDelivery,
  formatUsdt,
  type VoidClickBody,
  type ZAdClicksQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { recordChange } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { platformDateOf } from '../../lib/platform-time.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  adClicksPage,
  adDeliveryDays,
  type ClickRow,
  lockClick,
  markClickVoid,
  visibleAdType,
} from './clicks.repository.ts';
import { maskIp } from './mask-ip.ts';

const DELIVERY_DAYS = 30;

/** What an ad's clicks and impressions bought (advertisers), and operators' hand voids. */
export class ClicksService {
  constructor(
    private readonly deps: { db: Database; ledger: LedgerService; timeZone: string; now: () => Date },
  ) {}

  /** An ad of the caller's advertiser: its clicks, newest first, IPs masked. */
  async adClicks(
    principal: Principal,
    adId: string,
    query: z.output<typeof ZAdClicksQuery>,
  ): Promise<AdClickPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    return this.clicksPage(adId, query, advertiserIdOf(principal));
  }

  /** Any ad's clicks for operators, whole IPs (what a hand void is decided on). */
  async opsAdClicks(
    principal: Principal,
    adId: string,
    query: z.output<typeof ZAdClicksQuery>,
  ): Promise<AdClickPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsReview');
    return this.clicksPage(adId, query, undefined);
  }

  private async clicksPage(
    adId: string,
    query: z.output<typeof ZAdClicksQuery>,
    advertiserId: string | undefined,
  ): Promise<AdClickPage> {
    if (!(await visibleAdType(this.deps.db, adId, advertiserId))) throw new AppError('NOT_FOUND');
    const { rows, total } = await adClicksPage(this.deps.db, adId, {
      status: query.status,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return {
      data: rows.map((row) => clickView(row, advertiserId === undefined)),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  }

  /** An ad's impressions, clicks, CTR, spend and void share over the last 30 platform days. */
  async adDelivery(principal: Principal, adId: string): Promise<AdDelivery> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    const type = await visibleAdType(this.deps.db, adId, advertiserIdOf(principal));
    if (!type) throw new AppError('NOT_FOUND');
    const { timeZone } = this.deps;
    const firstDay = platformDateOf(
      new Date(this.deps.now().getTime() - (DELIVERY_DAYS - 1) * 86_400_000),
      timeZone,
    );
    const rows = await adDeliveryDays(this.deps.db, adId, firstDay);
    const days = rows.map((row) => ({
      date: row.day,
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      void_clicks: Number(row.void_clicks),
      void_impressions: Number(row.void_impressions),
      charged: Number(row.charged_clicks),
      paidImpressions: Number(row.paid_impressions),
      spendMicros: BigInt(row.spend),
    }));
    const sum = (pick: (day: (typeof days)[number]) => number) =>
      days.reduce((total, day) => total + pick(day), 0);
    const impressions = sum((day) => day.impressions);
    const clicks = sum((day) => day.clicks);
    const voidClicks = sum((day) => day.void_clicks);
    const spendMicros = days.reduce((total, day) => total + day.spendMicros, 0n);
    // Click ads: per charged click; impression ads: per thousand charged impressions.
    const units = BigInt(type === 'click' ? sum((day) => day.charged) : sum((day) => day.paidImpressions));
    const perUnit = (micros: bigint) => (type === 'click' ? micros / units : (micros * 1000n) / units);
    return {
      impressions,
      clicks,
      void_clicks: voidClicks,
      void_impressions: sum((day) => day.void_impressions),
      ctr: impressions > 0 ? clicks / impressions : 0,
      spend: formatUsdt(spendMicros),
      average_price: units > 0n ? formatUsdt(perUnit(spendMicros)) : null,
      void_share: clicks + voidClicks > 0 ? voidClicks / (clicks + voidClicks) : 0,
      days: days.map(({ spendMicros: micros, charged: _charged, paidImpressions: _paid, ...day }) => ({
        ...day,
        spend: formatUsdt(micros),
      })),
    };
  }

  /**
   * An operator voids a click by hand: its spend is voided if not yet settled, or credited back (an `adjust`
   * row) if the day was already booked. Written to the action log.
   */
  async voidClick(principal: Principal, id: string, body: VoidClickBody): Promise<AdClick> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsReview');
    const { db, ledger } = this.deps;
    const view = await db.transaction(async (tx) => {
      const before = await lockClick(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      if (before.status === 'void') throw new AppError('CLICK_ALREADY_VOID');
      const reference = `click:${before.impression_id}`;
      if (!(await ledger.voidSpend(tx, reference))) {
        await ledger.post(tx, {
          advertiserId: before.advertiser_id,
          type: 'adjust',
          amountMicros: BigInt(before.price_micros),
          reference: `click-refund:${id}`,
          source: { type: 'adjustment', id },
          note: `Click voided: ${body.reason}`,
        });
      }
      await markClickVoid(tx, id, body.reason, this.deps.now());
      const after = {
        ...before,
        status: 'void' as const,
        void_reason: 'manual' as const,
        void_note: body.reason,
      };
      await recordChange(tx, actorOf(principal), 'updated', {
        subject: 'Click',
        subjectId: id,
        advertiserId: before.advertiser_id,
        before,
        after,
      });
      return clickView(after, true);
    });
    return view;
  }
}

function clickView(row: ClickRow, operator: boolean): AdClick {
  return {
    id: row.id,
    target_type: row.target_type,
    target_name: row.target_name ?? '—',
    website: row.website,
    price: formatUsdt(BigInt(row.price_micros)),
    ip: operator ? row.ip : maskIp(row.ip),
    country: row.country,
    browser: row.browser,
    os: row.os,
    device_type: row.device_type,
    status: row.status,
    void_reason: row.void_reason,
    void_note: operator ? row.void_note : null,
    clicked_at: new Date(row.clicked_at).toISOString(),
  };
}
