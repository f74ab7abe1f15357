import type { Language } from '@adportal/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Outbox, OutboxJob } from '../../db/outbox.ts';
import type { Mailer } from '../../integrations/mailer/mailer.ts';
import type { TelegramGateway } from '../../integrations/telegram/telegram-gateway.ts';
import type { TeamService } from '../team/team.service.ts';
import type { TelegramLinks } from '../telegram/telegram-links.ts';
import {
  claimDispatch,
  DISPATCHES_CHANNEL,
  type DispatchRow,
  failStaleSending,
  findUnenqueuedDispatches,
  finishDispatch,
  lockUnenqueuedDispatches,
  markDispatchesEnqueued,
} from './dispatches.repository.ts';
import { telegramText } from './notice-text.ts';

/** What the queue does next with a dispatch. */
export type DispatchResult =
  | { kind: 'sent' }
  /** Not queued any more (sent, or being sent, by another run): nothing done, nothing sent twice. */
  | { kind: 'skipped' }
  | { kind: 'failed'; reason: string }
  /** Try again in `afterSeconds` (Telegram's retry_after, or a network failure's backoff). */
  | { kind: 'retry'; afterSeconds: number; reason: string };

/** Attempts before a dispatch that keeps failing for a passing reason is given up. */
export const DISPATCH_MAX_ATTEMPTS = 6;
/** A 429 asking for at most this long is waited out in place, as Telegram's own clients do. */
const WAIT_IN_PLACE_SECONDS = 10;

/**
 * Sends one queued dispatch. It is claimed first (queued → sending in one UPDATE), so a job that runs twice
 * sends once; a Telegram 429 is honoured (waited out, or the dispatch is put back for after retry_after); a
 * chat that blocked the bot is disconnected; a passing failure is retried with backoff up to
 * DISPATCH_MAX_ATTEMPTS.
 */
export class DispatchWorker implements Outbox {
  constructor(
    private readonly deps: {
      db: Database;
      mailer: Mailer;
      telegram: TelegramGateway | undefined;
      telegramLinks: TelegramLinks;
      team: TeamService;
      publicUrl: string;
      now: () => Date;
      log?: { warn(object: object, message: string): void } | undefined;
    },
  ) {}

  async send(id: string): Promise<DispatchResult> {
    const dispatch = await claimDispatch(this.deps.db, id);
    if (!dispatch) return { kind: 'skipped' };
    const result =
      dispatch.channel === 'telegram' ? await this.sendTelegram(dispatch) : await this.sendEmail(dispatch);
    await this.record(dispatch, result);
    return result;
  }

  /** Sends every queued dispatch now, one by one (tests, and a process without the job queue). */
  async dispatchQueued(limit = 500): Promise<DispatchResult[]> {
    const ids = await findUnenqueuedDispatches(this.deps.db, limit);
    const results: DispatchResult[] = [];
    for (const id of ids) results.push(await this.send(id));
    return results;
  }

  /** The channel a commit that queues dispatches NOTIFYs: the job queue's dispatcher listens on it. */
  readonly queuedChannel = DISPATCHES_CHANNEL;

  /**
   * Hands at most `limit` queued dispatches to the job queue in one transaction: the rows are locked (another
   * process's pump skips them), `enqueue` makes their jobs in that same transaction, and they are marked
   * enqueued. So each row gets exactly one job, however many pumps run and wherever one dies. Returns how many.
   */
  async handOver(
    limit: number,
    enqueue: (tx: Transaction, jobs: OutboxJob[]) => Promise<void>,
  ): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const ids = await lockUnenqueuedDispatches(tx, limit);
      if (ids.length === 0) return 0;
      await enqueue(
        tx,
        ids.map((id) => ({ id })),
      );
      await markDispatchesEnqueued(tx, ids, this.deps.now());
      return ids.length;
    });
  }

  /** Dispatches left 'sending' by a process that died: failed (visible to operators), never resent. */
  failInterrupted(olderThanMs = 10 * 60_000): Promise<number> {
    return failStaleSending(this.deps.db, new Date(this.deps.now().getTime() - olderThanMs));
  }

  private async sendTelegram(dispatch: DispatchRow): Promise<DispatchResult> {
    const telegram = this.deps.telegram;
    if (!telegram) return { kind: 'failed', reason: 'Telegram is not configured on this server' };
    const link = await this.deps.telegramLinks.of(this.deps.db, dispatch.userId);
    if (!link) return { kind: 'failed', reason: 'the user has no Telegram chat connected any more' };
    const user = await this.deps.team.findUser(this.deps.db, dispatch.userId);
    const text = telegramText(dispatch, (user?.preferredLanguage ?? 'en') as Language);
    for (let waits = 0; ; waits += 1) {
      const outcome = await telegram.send(link.chatId, text);
      switch (outcome.kind) {
        case 'sent':
          return { kind: 'sent' };
        case 'wait':
          if (outcome.seconds <= WAIT_IN_PLACE_SECONDS && waits < 2) {
            await new Promise((resolve) => setTimeout(resolve, outcome.seconds * 1000));
            continue;
          }
          return { kind: 'retry', afterSeconds: outcome.seconds, reason: outcome.reason };
        case 'blocked': {
          const users = await this.deps.telegramLinks.disconnectChat(this.deps.db, link.chatId);
          this.deps.log?.warn({ users: users.length }, 'telegram: a chat blocked the bot; disconnected');
          return { kind: 'failed', reason: `${outcome.reason} — disconnected` };
        }
        case 'rejected':
          return { kind: 'failed', reason: outcome.reason };
        case 'unavailable':
          return this.retryOrFail(dispatch, outcome.reason);
      }
    }
  }

  private async sendEmail(dispatch: DispatchRow): Promise<DispatchResult> {
    const user = await this.deps.team.findUser(this.deps.db, dispatch.userId);
    if (user?.status !== 'active') return { kind: 'failed', reason: 'the user is no longer active' };
    try {
      await this.deps.mailer.send({
        to: user.email,
        kind: 'notification',
        language: user.preferredLanguage as Language,
        params: {
          subject: dispatch.subject,
          body: dispatch.body,
          ...(dispatch.link ? { link: dispatch.link } : {}),
          settingsLink: `${this.deps.publicUrl}/setting#notifications`,
        },
      });
      return { kind: 'sent' };
    } catch (error) {
      return this.retryOrFail(dispatch, `email: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private retryOrFail(dispatch: DispatchRow, reason: string): DispatchResult {
    if (dispatch.attempts >= DISPATCH_MAX_ATTEMPTS) return { kind: 'failed', reason };
    // 15 s, 30 s, 1 min, 2 min, 4 min between attempts.
    return { kind: 'retry', afterSeconds: 15 * 2 ** (dispatch.attempts - 1), reason };
  }

  private async record(dispatch: DispatchRow, result: DispatchResult): Promise<void> {
    const db = this.deps.db;
    if (result.kind === 'sent')
      await finishDispatch(db, dispatch.id, { status: 'sent', sentAt: this.deps.now() });
    else if (result.kind === 'failed')
      await finishDispatch(db, dispatch.id, { status: 'failed', lastError: result.reason.slice(0, 500) });
    else if (result.kind === 'retry')
      await finishDispatch(db, dispatch.id, { status: 'queued', lastError: result.reason.slice(0, 500) });
  }
}
