import { canMoveDeposit, type Deposit, type DepositPage } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { Database } from '../../db/client.ts';
import { EXPORT_ROW_LIMIT } from '../../lib/tabular-export.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import type { DepositCreditingService } from './deposit-crediting.service.ts';
import { type DepositListQuery, type DepositsFilterQuery, depositFilterOf } from './deposit-filter.ts';
import { depositNotFound, invalidTransition } from './deposit-rules.ts';
import { type DepositRow, depositView } from './deposit-view.ts';
import { countManualAwaitingDecision, findDeposit, pageDepositsOfEveryone } from './deposits.repository.ts';

export interface OpsDepositsDeps {
  db: Database;
  crediting: DepositCreditingService;
  timeZone: string;
  /** The sandbox provider is running: its deposits say so. */
  sandbox: boolean;
}

/** Operators (OpsDeposit): every advertiser's deposits, and confirming or rejecting manual ones with a remark. */
export class OpsDepositsService {
  constructor(private readonly deps: OpsDepositsDeps) {}

  /** A page of every advertiser's deposits, each with its advertiser's name (the search matches it too). */
  async list(principal: Principal, query: DepositListQuery): Promise<DepositPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsDeposit');
    const { page, page_size: pageSize } = query;
    const { rows, total } = await pageDepositsOfEveryone(
      this.deps.db,
      depositFilterOf(query, this.deps.timeZone),
      page,
      pageSize,
    );
    return { data: rows.map((row) => this.view(row)), total, page, page_size: pageSize };
  }

  /** Every deposit the filter matches (export), newest first, up to the export limit. */
  async all(principal: Principal, query: DepositsFilterQuery): Promise<Deposit[]> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsDeposit');
    const { rows } = await pageDepositsOfEveryone(
      this.deps.db,
      depositFilterOf(query, this.deps.timeZone),
      1,
      EXPORT_ROW_LIMIT,
    );
    return rows.map((row) => this.view(row));
  }

  /** How many manual deposits wait for an operator's decision; null when the caller may not read them. */
  async awaitingDecision(principal: Principal): Promise<number | null> {
    if (!principal.ability.can('read', 'OpsDeposit')) return null;
    return countManualAwaitingDecision(this.deps.db);
  }

  private view({ deposit, advertiserName }: { deposit: DepositRow; advertiserName: string }): Deposit {
    return { ...depositView(deposit, this.deps.sandbox), advertiser_name: advertiserName };
  }

  /** Confirms a manual deposit (credits it) with a remark. */
  async confirmManual(principal: Principal, id: string, remark: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsDeposit');
    const row = await findDeposit(this.deps.db, { id });
    if (!row) throw depositNotFound();
    if (row.method !== 'manual' || !canMoveDeposit(row.status, 'success'))
      throw invalidTransition(row.status, 'success');
    const after = await this.deps.crediting.credit(
      row.id,
      row.amountMicros,
      actorOf(principal),
      { remark },
      true,
    );
    return depositView(after, this.deps.sandbox);
  }

  /** Rejects a manual deposit with a remark. */
  async rejectManual(principal: Principal, id: string, remark: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsDeposit');
    const row = await findDeposit(this.deps.db, { id });
    if (!row) throw depositNotFound();
    if (row.method !== 'manual') throw invalidTransition(row.status, 'rejected');
    const after = await this.deps.crediting.move(row.id, 'rejected', actorOf(principal), { remark });
    return depositView(after, this.deps.sandbox);
  }
}
