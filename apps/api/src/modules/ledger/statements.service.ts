import { randomUUID } from 'node:crypto';
import {
  type AdjustBalanceBody,
  type Balance,
  formatUsdt,
  parseUsdt,
  type Statement,
  type StatementPage,
  type ZStatementsQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { EXPORT_ROW_LIMIT } from '../../lib/tabular-export.ts';
import type { AdvertisersService } from '../advertisers/advertisers.service.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import type { StatementRow } from './ledger.repository.ts';
import type { LedgerService } from './ledger.service.ts';
import {
  countStatements,
  findAdvertiserStatement,
  listStatements,
  type StatementFilter,
} from './statements.repository.ts';

export type StatementsListQuery = z.output<typeof ZStatementsQuery>;

export function statementView(row: StatementRow): Statement {
  return {
    id: row.id,
    seq: String(row.seq),
    advertiser_id: row.advertiserId,
    type: row.type,
    before: formatUsdt(row.beforeMicros),
    amount: formatUsdt(row.amountMicros),
    after: formatUsdt(row.afterMicros),
    currency: 'USDT',
    reference: row.reference,
    source_type: row.sourceType,
    source_id: row.sourceId,
    note: row.note,
    statement_date: row.statementDate,
    created_at: row.createdAt.toISOString(),
  };
}

/** The statement report (/report/statement) and the operators' view of any advertiser's ledger. */
export class StatementsService {
  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      advertisers: AdvertisersService;
    },
  ) {}

  async balance(advertiserId: string): Promise<Balance> {
    const balance = await this.deps.ledger.balanceOf(this.deps.db, advertiserId);
    return {
      current: formatUsdt(balance.currentMicros),
      temporary: formatUsdt(balance.temporaryMicros),
      currency: 'USDT',
    };
  }

  /** The caller's ledger, newest first, or an advertiser's for operators (`advertiserId`). */
  async list(
    principal: Principal,
    query: StatementsListQuery,
    advertiserId?: string,
  ): Promise<StatementPage> {
    const scope = await this.scopeOf(principal, advertiserId);
    const { page, page_size: pageSize } = query;
    const [rows, total, balance] = await Promise.all([
      listStatements(this.deps.db, scope, query, { limit: pageSize, offset: (page - 1) * pageSize }),
      countStatements(this.deps.db, scope, query),
      this.balance(scope),
    ]);
    return { data: rows.map(statementView), total, page, page_size: pageSize, balance };
  }

  /** Every row the filter matches (for export), newest first, up to the export limit. */
  async all(principal: Principal, filter: StatementFilter, advertiserId?: string): Promise<Statement[]> {
    const scope = await this.scopeOf(principal, advertiserId);
    const rows = await listStatements(this.deps.db, scope, filter, { limit: EXPORT_ROW_LIMIT, offset: 0 });
    return rows.map(statementView);
  }

  async get(principal: Principal, id: string): Promise<Statement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Statement');
    const row = await findAdvertiserStatement(this.deps.db, advertiserIdOf(principal), id);
    if (!row) throw new AppError('NOT_FOUND');
    return statementView(row);
  }

  /** Operators: an adjustment row with its reason, in the action log; a debit may not overdraw. */
  async adjust(principal: Principal, advertiserId: string, body: AdjustBalanceBody): Promise<Statement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsAdvertiser');
    const amountMicros = parseUsdt(body.amount, 2);
    if (amountMicros === null || amountMicros === 0n) throw new AppError('VALIDATION_FAILED');
    return this.deps.db.transaction(async (tx) => {
      const id = randomUUID();
      const { statement } = await this.deps.ledger.post(tx, {
        advertiserId,
        type: 'adjust',
        amountMicros,
        reference: `adjust:${id}`,
        source: { type: 'adjustment', id },
        note: body.reason,
      });
      await audit.created(
        tx,
        actorOf(principal),
        { advertiserId, subject: 'Statement', subjectId: statement.id },
        statement,
      );
      return statementView(statement);
    });
  }

  private async scopeOf(principal: Principal, advertiserId?: string): Promise<string> {
    if (!advertiserId) {
      ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Statement');
      return advertiserIdOf(principal);
    }
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsAdvertiser');
    await this.deps.advertisers.get(this.deps.db, advertiserId);
    return advertiserId;
  }
}
