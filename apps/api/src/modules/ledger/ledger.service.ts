import type { Executor } from '../../db/client.ts';
import { lastBalanceMicros } from './ledger.repository.ts';

export interface Balance {
  /** Settled credit: the last ledger row's after. */
  currentMicros: bigint;
  /** Current minus spend recorded but not yet settled. */
  temporaryMicros: bigint;
}

/** The advertiser's ledger (statements). Balances are read from it, never kept beside it. */
export class LedgerService {
  async balanceOf(db: Executor, advertiserId: string): Promise<Balance> {
    const current = (await lastBalanceMicros(db, advertiserId)) ?? 0n;
    // No spend is recorded before delivery exists, so nothing is unsettled yet.
    return { currentMicros: current, temporaryMicros: current };
  }
}
