import {
  type Advertisement,
  type BudgetLog,
  formatUsdt,
  parseUsdt,
  type ZBudgetBody,
  type ZScheduleBody,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { type Actor, recordChange } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import { budgetLogsOf, insertBudgetLog } from './ad-history.repository.ts';
import type { AdReader } from './ad-reader.ts';
import { type AdChanges, lockAd, updateAd } from './advertisements.repository.ts';
import { normalizedSchedule } from './schedule.ts';

export type BudgetInput = z.output<typeof ZBudgetBody>;
export type ScheduleInput = z.output<typeof ZScheduleBody>;

export interface AdBudgetScheduleDeps {
  db: Database;
  reader: AdReader;
  now?: (() => Date) | undefined;
}

/** When an ad may spend: its budget (per day or lifetime, kept in the budget log) and its weekly schedule. */
export class AdBudgetScheduleService {
  private readonly now: () => Date;
  constructor(private readonly deps: AdBudgetScheduleDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async setBudget(principal: Principal, id: string, body: BudgetInput): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Advertisement');
    const amountMicros = parseUsdt(body.amount, 2);
    if (amountMicros === null)
      throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'amount', key: 'validation.amount' }] });
    return this.change(
      principal,
      id,
      {
        budgetMicros: amountMicros,
        budgetPeriod: body.period,
        budgetStart: body.start_date,
        budgetEnd: body.end_date,
      },
      (tx, actor) =>
        insertBudgetLog(tx, {
          advertisementId: id,
          amountMicros,
          period: body.period,
          startDate: body.start_date,
          endDate: body.end_date,
          actorName: actor.name,
          createdAt: this.now(),
        }),
    );
  }

  async budgetLogs(principal: Principal, id: string): Promise<{ data: BudgetLog[] }> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    await this.deps.reader.record(id, advertiserIdOf(principal));
    const rows = await budgetLogsOf(this.deps.db, id);
    return {
      data: rows.map((row) => ({
        id: row.id,
        amount: formatUsdt(row.amountMicros),
        period: row.period,
        start_date: row.startDate,
        end_date: row.endDate,
        by: row.actorName,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  async setSchedule(principal: Principal, id: string, body: ScheduleInput): Promise<Advertisement> {
    ForbiddenError.from(principal.ability).throwUnlessCan('update', 'Advertisement');
    return this.change(principal, id, { schedule: normalizedSchedule(body) });
  }

  /**
   * Changes the caller's own ad (its row locked, audited) and writes what goes with the change in the same
   * transaction; answers the ad as the caller may read it.
   */
  private async change(
    principal: Principal,
    id: string,
    changes: AdChanges,
    alongside?: (tx: Executor, actor: Actor) => Promise<void>,
  ): Promise<Advertisement> {
    const advertiserId = advertiserIdOf(principal);
    const actor = actorOf(principal);
    await this.deps.db.transaction(async (tx) => {
      const before = await lockAd(tx, id, advertiserId);
      if (!before) throw new AppError('NOT_FOUND');
      const after = await updateAd(tx, id, { ...changes, updatedAt: this.now() });
      await alongside?.(tx, actor);
      await recordChange(tx, actor, 'updated', {
        subject: 'Advertisement',
        subjectId: id,
        advertiserId,
        before,
        after,
      });
    });
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'Advertisement');
    return this.deps.reader.view(id, advertiserId);
  }
}
