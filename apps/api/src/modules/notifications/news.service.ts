import {
  messageKey,
  type NewsAudience,
  type NewsBroadcast,
  type NewsBroadcastList,
  type ZNewsBroadcastBody,
  type ZNewsListQuery,
} from '@adportal/contracts';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdvertisersService } from '../advertisers/advertisers.service.ts';
import { actorOf, type Principal } from '../identity/principal.ts';
import { countDispatchesByBroadcast } from './dispatches.repository.ts';
import {
  findNewsBroadcast,
  insertNewsBroadcast,
  type NewsBroadcastRow,
  newsBroadcastTitled,
  pageNewsBroadcasts,
} from './news.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

export type NewsBroadcastInput = z.output<typeof ZNewsBroadcastBody>;
export type NewsListInput = z.output<typeof ZNewsListQuery>;

/**
 * Advertisers notified per transaction: a thousand advertisers are neither one long transaction (holding the
 * in-app rows and dispatches of all of them until the last) nor a thousand commits.
 */
export const NEWS_CHUNK_SIZE = 100;

type DispatchCounts = NewsBroadcast['dispatches'];
const NO_DISPATCHES: DispatchCounts = { queued: 0, sent: 0, failed: 0 };

/**
 * Operators' news (OpsContent): a broadcast to every advertiser or chosen ones. Each target advertiser's team
 * gets a 'news' notification through NotificationsService.notify — the bell, and Telegram and email as each
 * member's news setting says — in chunks of NEWS_CHUNK_SIZE advertisers per transaction.
 */
export class NewsService {
  constructor(
    private readonly deps: {
      db: Database;
      advertisers: AdvertisersService;
      notifications: NotificationsService;
    },
  ) {}

  async list(principal: Principal, query: NewsListInput): Promise<NewsBroadcastList> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    const { db } = this.deps;
    const { rows, total } = await pageNewsBroadcasts(db, query.page, query.page_size);
    const counts = await this.dispatchCounts(rows.map((row) => row.broadcast.id));
    return {
      data: rows.map((row) => broadcastView(row.broadcast, row.createdByName, counts.get(row.broadcast.id))),
      total,
    };
  }

  /** Whether a broadcast of this title was ever sent: for the demo seed (no caller), never a route. */
  sentWithTitle(title: string): Promise<boolean> {
    return newsBroadcastTitled(this.deps.db, title);
  }

  /** How many advertisers a broadcast to all would reach now. */
  async audience(principal: Principal): Promise<NewsAudience> {
    ForbiddenError.from(principal.ability).throwUnlessCan('read', 'OpsContent');
    return { advertisers: await this.deps.advertisers.count(this.deps.db) };
  }

  /**
   * Stores the broadcast (in the action log with it), then notifies its advertisers chunk by chunk. A chunk
   * that fails leaves the chunks before it sent; the broadcast's counts show how far it went.
   */
  async send(principal: Principal, body: NewsBroadcastInput): Promise<NewsBroadcast> {
    ForbiddenError.from(principal.ability).throwUnlessCan('create', 'OpsContent');
    const { db, advertisers, notifications } = this.deps;
    const targets = body.audience === 'all' ? await advertisers.allIds(db) : await this.chosen(body);
    const link = body.link === '' ? null : body.link;
    const broadcast = await db.transaction(async (tx) => {
      const row = await insertNewsBroadcast(tx, {
        title: body.title,
        body: body.body,
        link,
        audience: body.audience,
        advertiserIds: body.audience === 'all' ? [] : targets,
        advertisers: targets.length,
        createdByUserId: principal.user.id,
      });
      await audit.created(
        tx,
        actorOf(principal),
        { subject: 'NewsBroadcast', subjectId: row.id, advertiserId: null },
        row,
      );
      return row;
    });
    for (let start = 0; start < targets.length; start += NEWS_CHUNK_SIZE) {
      const chunk = targets.slice(start, start + NEWS_CHUNK_SIZE);
      await db.transaction(async (tx) => {
        for (const advertiserId of chunk)
          await notifications.notify(tx, advertiserId, {
            kind: 'news',
            messageKey: 'notifications.messages.news',
            params: { title: body.title, summary: summaryOf(body.body) },
            detail: body.body,
            link,
            broadcastId: broadcast.id,
          });
      });
    }
    const stored = await findNewsBroadcast(db, broadcast.id);
    const counts = await this.dispatchCounts([broadcast.id]);
    return broadcastView(broadcast, stored?.createdByName ?? null, counts.get(broadcast.id));
  }

  /** The chosen advertisers, each once; an id that is no advertiser is the field's error. */
  private async chosen(body: NewsBroadcastInput): Promise<string[]> {
    const ids = [...new Set(body.advertiser_ids)];
    const unknown = await this.deps.advertisers.unknownIds(this.deps.db, ids);
    if (unknown.length > 0)
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          {
            path: 'advertiser_ids',
            key: messageKey('notifications.ops.news.errors.unknownAdvertisers', { count: unknown.length }),
          },
        ],
      });
    return ids;
  }

  /** Queued (and being sent), sent and failed dispatches per broadcast. */
  private async dispatchCounts(ids: string[]): Promise<Map<string, DispatchCounts>> {
    const counts = new Map<string, DispatchCounts>();
    for (const row of await countDispatchesByBroadcast(this.deps.db, ids)) {
      if (!row.broadcastId) continue;
      const entry = counts.get(row.broadcastId) ?? { ...NO_DISPATCHES };
      const bucket = row.status === 'sending' ? 'queued' : row.status;
      entry[bucket] += Number(row.value);
      counts.set(row.broadcastId, entry);
    }
    return counts;
  }
}

function broadcastView(
  row: NewsBroadcastRow,
  createdByName: string | null,
  dispatches: DispatchCounts | undefined,
): NewsBroadcast {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    audience: row.audience,
    advertisers: row.advertisers,
    created_by: createdByName,
    created_at: row.createdAt.toISOString(),
    dispatches: dispatches ?? { ...NO_DISPATCHES },
  };
}

/** The opening words of a broadcast for the bell (at most 240 characters, cut at a word). */
export function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 240) return flat;
  const cut = flat.slice(0, 239);
  const space = cut.lastIndexOf(' ');
  return `${(space > 160 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
