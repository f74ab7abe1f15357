import type { DeliveryFigures, PeriodRange, ReportPeriod } from '@adportal/contracts';
import type { Database } from '../../db/client.ts';
import { platformDateOf } from '../../lib/platform-time.ts';
import { deliveryFigures, figuresOf, ZERO_FIGURES } from './report-figures.ts';
import { periodRange } from './report-period.ts';
import { adFigureSums } from './reports.repository.ts';

/** A period's platform days and what each ad that delivered in them did. */
export interface AdPeriodFigures {
  range: PeriodRange;
  byAd: ReadonlyMap<string, DeliveryFigures>;
  /** An ad's figures; zeros for an ad that did not deliver. */
  of(adId: string): DeliveryFigures;
}

const NO_DELIVERY = deliveryFigures(ZERO_FIGURES);

/**
 * What each of an advertiser's ads delivered over a period, from the rollups: the ad list's figures and the
 * order it sorts by them. The caller has checked that its principal may read the ads.
 */
export class AdFiguresService {
  constructor(private readonly deps: { db: Database; timeZone: string; now: () => Date }) {}

  async ofPeriod(advertiserId: string, period: ReportPeriod): Promise<AdPeriodFigures> {
    const range = periodRange(period, platformDateOf(this.deps.now(), this.deps.timeZone));
    const rows = await adFigureSums(this.deps.db, advertiserId, { from: range.from, to: range.to });
    const byAd = new Map(rows.map((row) => [row.advertisement_id, deliveryFigures(figuresOf(row))]));
    return { range, byAd, of: (adId) => byAd.get(adId) ?? NO_DELIVERY };
  }
}
