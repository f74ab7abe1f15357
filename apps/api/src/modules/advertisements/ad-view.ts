import { type AdImage, type Advertisement, formatUsdt } from '@adportal/contracts';
import type { Executor } from '../../db/client.ts';
import { extensionOf } from '../../lib/images/process-image.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  type AdImageRow,
  type AdRecord,
  type AdSpend,
  spendOf,
  targetStatsOf,
} from './advertisements.repository.ts';
import type { AdRank, AdRanks } from './auction-ports.ts';
import { normalizedSchedule } from './schedule.ts';
import { notServingReasons } from './serving.ts';

export function imageView(image: AdImageRow): AdImage {
  return {
    id: image.id,
    url: `/api/ad-images/${image.id}.${extensionOf(image.format)}`,
    width: image.width,
    height: image.height,
    format: image.format,
    bytes: image.bytes,
  };
}

const NO_SPEND: AdSpend = { todayMicros: 0n, sinceBudgetStartMicros: 0n, totalMicros: 0n };

export interface ViewContext {
  db: Executor;
  ledger: LedgerService;
  adRank: AdRanks;
  timeZone: string;
  now: Date;
}

const bid = (micros: bigint | null) => (micros === null ? null : formatUsdt(micros, 1));

/** Serving, limited by rank, waiting for traffic — or not eligible when a reason keeps it out of auctions. */
function deliveryOf(reasons: readonly unknown[], rank: AdRank | undefined) {
  if (reasons.length > 0) return { delivery: 'not_eligible' as const, bid_to_win: null };
  // Eligible but not (yet) in the ad server's index — a change reaches it within a rebuild.
  if (!rank) return { delivery: 'no_traffic' as const, bid_to_win: null };
  return { delivery: rank.state, bid_to_win: bid(rank.bidToWinMicros) };
}

function budgetOf(ad: AdRecord['ad'], adSpend: AdSpend) {
  return ad.budgetMicros !== null && ad.budgetPeriod && ad.budgetStart
    ? {
        amountMicros: ad.budgetMicros,
        period: ad.budgetPeriod,
        start: ad.budgetStart,
        end: ad.budgetEnd,
        spentMicros: ad.budgetPeriod === 'daily' ? adSpend.todayMicros : adSpend.sinceBudgetStartMicros,
      }
    : null;
}

/** The API's view of ads: the stored fields plus what is derived now (serving, reasons, budget spent). */
export async function adViews(context: ViewContext, records: readonly AdRecord[]): Promise<Advertisement[]> {
  const { db, ledger, adRank, timeZone, now } = context;
  const ids = records.map((record) => record.ad.id);
  const today = ledger.today();
  const [stats, spend] = await Promise.all([targetStatsOf(db, ids), spendOf(db, ids, today)]);
  const balances = new Map<string, bigint>();
  for (const advertiserId of new Set(records.map((record) => record.ad.advertiserId))) {
    balances.set(advertiserId, (await ledger.balanceOf(db, advertiserId)).temporaryMicros);
  }
  const reasonsOf = new Map<string, ReturnType<typeof notServingReasons>>();
  for (const { ad } of records) {
    const adStats = stats.get(ad.id) ?? { targets: 0, activeTargets: 0, cheapestActiveBidMicros: null };
    const adSpend = spend.get(ad.id) ?? NO_SPEND;
    reasonsOf.set(
      ad.id,
      notServingReasons(
        {
          type: ad.type,
          status: ad.status,
          display: ad.display,
          schedule: ad.schedule,
          budget: budgetOf(ad, adSpend),
          activeTargets: adStats.activeTargets,
          balanceMicros: balances.get(ad.advertiserId) ?? 0n,
          cheapestBidMicros: adStats.cheapestActiveBidMicros,
        },
        now,
        today,
        timeZone,
      ),
    );
  }
  const ranks = await adRank.ranksOf(
    records
      .filter(({ ad }) => reasonsOf.get(ad.id)!.length === 0)
      .map(({ ad }) => ({ id: ad.id, advertiserId: ad.advertiserId })),
  );
  return records.map(({ ad, size, image, category, advertiserName }) => {
    const adStats = stats.get(ad.id) ?? { targets: 0, activeTargets: 0, cheapestActiveBidMicros: null };
    const budget = budgetOf(ad, spend.get(ad.id) ?? NO_SPEND);
    const reasons = reasonsOf.get(ad.id)!;
    const delivery = deliveryOf(reasons, ranks.get(ad.id));
    return {
      id: ad.id,
      name: ad.name,
      type: ad.type,
      ad_size: { id: size.id, name: size.name, width: size.width, height: size.height, status: size.status },
      image: imageView(image),
      redirect_url: ad.redirectUrl,
      category: { id: category.id, name: category.name, status: category.status },
      all_countries: ad.allCountries,
      countries: ad.countries,
      status: ad.status,
      status_reason: ad.status === 'rejected' || ad.status === 'banned' ? ad.statusReason : null,
      display: ad.display,
      serving: delivery.delivery === 'serving',
      not_serving: reasons,
      ...delivery,
      budget: budget && {
        amount: formatUsdt(budget.amountMicros),
        period: budget.period,
        start_date: budget.start,
        end_date: budget.end,
        spent: formatUsdt(budget.spentMicros),
      },
      schedule: { ...normalizedSchedule(ad.schedule), time_zone: timeZone },
      targets: adStats.targets,
      active_targets: adStats.activeTargets,
      advertiser_id: ad.advertiserId,
      advertiser_name: advertiserName,
      created_at: ad.createdAt.toISOString(),
      updated_at: ad.updatedAt.toISOString(),
    };
  });
}
