import type { ActionLogPage, ZActionLogQuery } from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { startOfPlatformDay } from '../../lib/platform-time.ts';
import { advertiserIdOf, type Principal } from '../identity/principal.ts';
import { actionLogFacets, listActionLogs } from './action-log.repository.ts';

export type ActionLogListQuery = z.output<typeof ZActionLogQuery>;

/** Reads the action log of the caller's advertiser; the log is written only by db/audit.ts. */
export class ActionLogService {
  constructor(
    private readonly deps: {
      db: Database;
      timeZone: string;
    },
  ) {}

  async list(principal: Principal, query: ActionLogListQuery): Promise<ActionLogPage> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'ActionLog');
    const advertiserId = advertiserIdOf(principal);
    const { page, page_size: pageSize } = query;
    const [{ rows, total }, facets] = await Promise.all([
      listActionLogs(
        this.deps.db,
        {
          advertiserId,
          action: query.action,
          subject: query.subject,
          actorUserId: query.actor_user_id,
          fromInstant: query.from ? startOfPlatformDay(query.from, this.deps.timeZone) : undefined,
          toInstantExclusive: query.to ? startOfPlatformDay(query.to, this.deps.timeZone, 1) : undefined,
        },
        pageSize,
        (page - 1) * pageSize,
      ),
      actionLogFacets(this.deps.db, advertiserId),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        action: row.action,
        subject: row.subject,
        subject_id: row.subjectId,
        actor_user_id: row.actorUserId,
        actor_name: row.actorName,
        impersonated: row.impersonatorUserId !== null,
        before: (row.before as Record<string, unknown> | null) ?? null,
        after: (row.after as Record<string, unknown> | null) ?? null,
        created_at: row.createdAt.toISOString(),
      })),
      total,
      page,
      page_size: pageSize,
      facets,
    };
  }
}
