import type { Advertisement } from '@adportal/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { adViews, type ViewContext } from './ad-view.ts';
import { type AdRecord, findAdRecord } from './advertisements.repository.ts';
import type { AdRanks } from './auction-ports.ts';

export interface AdReaderDeps {
  db: Database;
  ledger: LedgerService;
  timeZone: string;
  /** The auction's view of ads that may serve: serving, limited by rank or waiting for traffic. */
  adRank: AdRanks;
  now?: (() => Date) | undefined;
}

/** Reads ads as the API shows them (what serves now and why not), for every ad service. */
export class AdReader {
  private readonly now: () => Date;
  constructor(private readonly deps: AdReaderDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private context(db: Executor = this.deps.db): ViewContext {
    return {
      db,
      ledger: this.deps.ledger,
      adRank: this.deps.adRank,
      timeZone: this.deps.timeZone,
      now: this.now(),
    };
  }

  views(records: readonly AdRecord[]): Promise<Advertisement[]> {
    return adViews(this.context(), records);
  }

  /** One ad (not deleted); of this advertiser only when one is given, so another advertiser's ad is a 404. */
  async record(id: string, advertiserId?: string): Promise<AdRecord> {
    const record = await findAdRecord(this.deps.db, id, advertiserId);
    if (!record) throw new AppError('NOT_FOUND');
    return record;
  }

  async view(id: string, advertiserId?: string): Promise<Advertisement> {
    const [view] = await this.views([await this.record(id, advertiserId)]);
    return view!;
  }
}
