import { randomBytes } from 'node:crypto';
import type {
  Deposit,
  DepositDetail,
  DepositPage,
  DepositSettings,
  SearchDeposit,
  ZCreateDepositBody,
} from '@adportal/contracts';
import { formatUsdt, parseUsdt } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { verifyUsdtDeposit } from '../../integrations/tron/usdt-transfer-verifier.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { EXPORT_ROW_LIMIT } from '../../lib/tabular-export.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { DepositCreditingService } from './deposit-crediting.service.ts';
import { type DepositListQuery, type DepositsFilterQuery, depositFilterOf } from './deposit-filter.ts';
import type { ManualDepositConfig } from './deposit-methods.ts';
import { creditedFor, depositNotFound, invalidTransition, overpaidRemark } from './deposit-rules.ts';
import { type DepositRow, depositView } from './deposit-view.ts';
import {
  findDeposit,
  insertDeposit,
  pageDeposits,
  searchDeposits,
  txHashUsed,
} from './deposits.repository.ts';
import type { ProviderPaymentsService } from './provider-payments.service.ts';

export type CreateDepositInput = z.output<typeof ZCreateDepositBody>;

export interface DepositsDeps {
  db: Database;
  crediting: DepositCreditingService;
  payments: ProviderPaymentsService;
  promotions: PromotionsService;
  manual?: ManualDepositConfig | undefined;
  timeZone: string;
  manualDepositHours: number;
  now?: (() => Date) | undefined;
}

const newReference = () => `DP${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Deposits as advertisers see them: top-ups of the prepaid balance in USDT-TRC20, by manual transfer (proved by
 * its transaction hash, checked on TronGrid) or through the crypto payment provider (provider-payments.service).
 * Crediting happens in deposit-crediting.service only.
 */
export class DepositsService {
  private readonly now: () => Date;
  constructor(private readonly deps: DepositsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  settings(principal: Principal): DepositSettings {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Deposit');
    return {
      manual_address: this.deps.manual?.address ?? null,
      crypto_enabled: this.deps.payments.enabled,
      sandbox: this.deps.payments.sandbox,
      network: 'TRC20',
      currency: 'USDT',
      max_decimals: 2,
    };
  }

  private view(row: DepositRow): Deposit {
    return depositView(row, this.deps.payments.sandbox);
  }

  async list(principal: Principal, query: DepositListQuery): Promise<DepositPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Deposit');
    const { page, page_size: pageSize } = query;
    const { rows, total } = await pageDeposits(
      this.deps.db,
      depositFilterOf(query, this.deps.timeZone, advertiserIdOf(principal)),
      page,
      pageSize,
    );
    return { data: rows.map((row) => this.view(row)), total, page, page_size: pageSize };
  }

  /** Every deposit the filter matches (export), newest first, up to the export limit. */
  async all(principal: Principal, query: DepositsFilterQuery): Promise<Deposit[]> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Deposit');
    const { rows } = await pageDeposits(
      this.deps.db,
      depositFilterOf(query, this.deps.timeZone, advertiserIdOf(principal)),
      1,
      EXPORT_ROW_LIMIT,
    );
    return rows.map((row) => this.view(row));
  }

  /** The layout's search: a few of the advertiser's deposits by the start of their id, reference or hash. */
  async search(principal: Principal, search: string, limit: number): Promise<SearchDeposit[]> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Deposit');
    const rows = await searchDeposits(this.deps.db, advertiserIdOf(principal), search, limit);
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      amount: formatUsdt(row.amountMicros),
      status: row.status,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /** One of the advertiser's deposits with its promotion claim (the deposit's page, the payment page). */
  async get(principal: Principal, key: { id?: string; reference?: string }): Promise<DepositDetail> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Deposit');
    const row = await findDeposit(this.deps.db, key, advertiserIdOf(principal));
    if (!row) throw depositNotFound();
    return { ...this.view(row), promotion: await this.deps.promotions.claimOfDeposit(row.id) };
  }

  async create(principal: Principal, body: CreateDepositInput): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'Deposit');
    const advertiserId = advertiserIdOf(principal);
    const amountMicros = parseUsdt(body.amount, 2);
    if (amountMicros === null || amountMicros <= 0n) throw new AppError('VALIDATION_FAILED');
    const method = body.method;
    if (method === 'manual' && !this.deps.manual) throw methodUnavailable();
    if (method === 'crypto' && !this.deps.payments.enabled) throw methodUnavailable();
    const actor = actorOf(principal);
    const created = await this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const row = await insertDeposit(tx, {
        createdAt: now,
        updatedAt: now,
        reference: newReference(),
        advertiserId,
        method,
        status: 'waiting',
        amountMicros,
        payAddress: method === 'manual' ? this.deps.manual!.address : null,
        payAmount: method === 'manual' ? body.amount : null,
        validUntil:
          method === 'manual' ? new Date(now.getTime() + this.deps.manualDepositHours * 3_600_000) : null,
        promotionCode: body.promotion_code ?? null,
        createdByUserId: principal.user.id,
      });
      // The promotion is claimed with the deposit, or neither exists (a broken rule is a field error).
      if (body.promotion_code) {
        await this.deps.promotions.claim(tx, {
          code: body.promotion_code,
          advertiserId,
          depositId: row.id,
          amountMicros,
        });
      }
      await audit.created(tx, actor, { advertiserId, subject: 'Deposit', subjectId: row.id }, row);
      return row;
    });
    if (method === 'manual') return this.view(created);
    return this.view(await this.deps.payments.open(created, actor));
  }

  /** The advertiser gives up on a deposit not paid yet. */
  async cancel(principal: Principal, id: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Deposit');
    const row = await findDeposit(this.deps.db, { id }, advertiserIdOf(principal));
    if (!row) throw depositNotFound();
    if (row.status !== 'waiting' || row.creditedMicros > 0n || row.txHash)
      throw invalidTransition(row.status, 'cancelled');
    return this.view(await this.deps.crediting.move(row.id, 'cancelled', actorOf(principal)));
  }

  /**
   * A manual deposit's proof: the transfer's hash. Checked on TronGrid (confirmed, the USDT contract, to the
   * platform's address, at least the amount); credited at once when it holds. A transfer not confirmed yet
   * leaves the deposit pending for the chain check to finish. A hash is accepted once, on any deposit.
   */
  async submitTxHash(principal: Principal, id: string, txHash: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Deposit');
    const manual = this.deps.manual;
    const row = await findDeposit(this.deps.db, { id }, advertiserIdOf(principal));
    if (!row) throw depositNotFound();
    if (row.method !== 'manual' || !manual) throw invalidTransition(row.status, 'pending');
    if (row.status !== 'waiting') throw invalidTransition(row.status, 'pending');
    if (await txHashUsed(this.deps.db, txHash)) throw txHashField('deposit.errors.txHashUsed');
    const result = await verifyUsdtDeposit(manual.client, {
      txHash,
      platformAddress: manual.address,
      minAmountMicros: row.amountMicros,
      notBefore: new Date(row.createdAt.getTime() - 3_600_000),
    });
    if (!result.ok && result.reason !== 'not_confirmed' && result.reason !== 'not_found') {
      throw txHashField(`deposit.errors.tx_${result.reason}`);
    }
    const actor = actorOf(principal);
    try {
      if (result.ok) {
        const arrived = result.transfer.amountMicros;
        const credited = await this.deps.crediting.credit(
          row.id,
          creditedFor(row, arrived),
          actor,
          {
            txHash,
            gatewayData: { ...result.transfer, amountMicros: arrived.toString() },
            remark: overpaidRemark(row, arrived),
          },
          true,
        );
        return this.view(credited);
      }
      return this.view(await this.deps.crediting.move(row.id, 'pending', actor, { txHash }));
    } catch (error) {
      if (isUniqueViolation(error)) throw txHashField('deposit.errors.txHashUsed');
      throw error;
    }
  }

  /**
   * Re-polls the advertiser's open provider payments (the list's "refresh gateway data"). Re-polling can credit a
   * deposit: a write, so it needs the right to update deposits, not only to read them.
   */
  async refreshGateway(principal: Principal): Promise<{ checked: number }> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Deposit');
    return this.deps.payments.pollOpen(advertiserIdOf(principal));
  }

  /** The sandbox only: pays a payment as the customer's wallet would (the demo's "simulate payment"). */
  async simulatePayment(principal: Principal, id: string, amount?: string): Promise<Deposit> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Deposit');
    if (!this.deps.payments.sandbox) throw depositNotFound();
    const row = await findDeposit(this.deps.db, { id }, advertiserIdOf(principal));
    if (!row?.providerPaymentId) throw depositNotFound();
    await this.deps.payments.paySandbox(row, amount);
    const after = await findDeposit(this.deps.db, { id });
    return this.view(after!);
  }
}

function methodUnavailable(): AppError {
  return new AppError('VALIDATION_FAILED', {
    fields: [{ path: 'method', key: 'deposit.errors.methodUnavailable' }],
  });
}

function txHashField(key: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path: 'tx_hash', key }] });
}
