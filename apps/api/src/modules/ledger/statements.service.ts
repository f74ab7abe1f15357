import { randomUUID } from 'node:crypto';
import {
  type AdjustBalanceBody,
  type Balance,
  formatUsdt,
  parseUsdt,
  type Statement,
  type StatementPage,
  type StatementsQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { advertisers, statements } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EXPORT_ROW_LIMIT } from '../../lib/tabular-export.ts';
import { actorOf, advertiserIdOf, type Principal } from '../auth/principal.ts';
import type { StatementRow } from './ledger.repository.ts';
import type { LedgerService } from './ledger.service.ts';

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

type Filter = Pick<StatementsQuery, 'type' | 'from' | 'to'>;

/** The statement report (/report/statement) and the operators' view of any advertiser's ledger. */
export class StatementsService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
  ) {}

  private whereOf(advertiserId: string, filter: Filter): SQL | undefined {
    return and(
      eq(statements.advertiserId, advertiserId),
      filter.type ? eq(statements.type, filter.type) : undefined,
      // Statement dates are platform days (YYYY-MM-DD), compared as dates.
      filter.from ? gte(statements.statementDate, filter.from) : undefined,
      filter.to ? lt(statements.statementDate, nextDay(filter.to)) : undefined,
    );
  }

  async balance(advertiserId: string): Promise<Balance> {
    const balance = await this.ledger.balanceOf(this.db, advertiserId);
    return {
      current: formatUsdt(balance.currentMicros),
      temporary: formatUsdt(balance.temporaryMicros),
      currency: 'USDT',
    };
  }

  /** The caller's ledger, newest first, or an advertiser's for operators (`advertiserId`). */
  async list(principal: Principal, query: StatementsQuery, advertiserId?: string): Promise<StatementPage> {
    const scope = await this.scopeOf(principal, advertiserId);
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.page_size ?? 25);
    const where = this.whereOf(scope, query);
    const [rows, [total], balance] = await Promise.all([
      this.db
        .select()
        .from(statements)
        .where(where)
        .orderBy(desc(statements.seq))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ value: count() }).from(statements).where(where),
      this.balance(scope),
    ]);
    return {
      data: rows.map(statementView),
      total: Number(total?.value ?? 0),
      page,
      page_size: pageSize,
      balance,
    };
  }

  /** Every row the filter matches (for export), newest first, up to the export limit. */
  async all(principal: Principal, filter: Filter, advertiserId?: string): Promise<Statement[]> {
    const scope = await this.scopeOf(principal, advertiserId);
    const rows = await this.db
      .select()
      .from(statements)
      .where(this.whereOf(scope, filter))
      .orderBy(desc(statements.seq))
      .limit(EXPORT_ROW_LIMIT);
    return rows.map(statementView);
  }

  async get(principal: Principal, id: string): Promise<Statement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Statement');
    const [row] = await this.db
      .select()
      .from(statements)
      .where(and(eq(statements.id, id), eq(statements.advertiserId, advertiserIdOf(principal))))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND');
    return statementView(row);
  }

  /** Operators: an adjustment row with its reason, in the action log; a debit may not overdraw. */
  async adjust(principal: Principal, advertiserId: string, body: AdjustBalanceBody): Promise<Statement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'OpsAdvertiser');
    const amountMicros = parseUsdt(body.amount, 2);
    if (amountMicros === null || amountMicros === 0n) throw new AppError('VALIDATION_FAILED');
    return this.db.transaction(async (tx) => {
      const id = randomUUID();
      const { statement } = await this.ledger.post(tx, {
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
    const [found] = await this.db
      .select({ id: advertisers.id })
      .from(advertisers)
      .where(eq(advertisers.id, advertiserId));
    if (!found) throw new AppError('NOT_FOUND');
    return advertiserId;
  }
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
