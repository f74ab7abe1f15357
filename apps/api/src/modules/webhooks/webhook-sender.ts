import {
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_RESPONSE_EXCERPT_MAX_LENGTH,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_SECONDS,
  type WebhookDeliveryError,
  type WebhookDeliveryStatus,
} from '@adportal/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import type { Outbox, OutboxJob } from '../../db/outbox.ts';
import { type AddressPolicy, checkWebhookUrl } from '../../integrations/webhooks/address-guard.ts';
import { postJson } from '../../integrations/webhooks/webhook-http.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { signedHeaders } from './webhook-signature.ts';
import {
  claimDelivery,
  dueDeliveries,
  failOpenDeliveries,
  findEndpointById,
  lockEndpoint,
  lockUnenqueuedDeliveries,
  markDeliveriesEnqueued,
  recordAttempt,
  releaseClaim,
  releaseStaleClaims,
  updateEndpoint,
  WEBHOOK_DELIVERIES_CHANNEL,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository.ts';

/** What one attempt came to, before it is written down. */
interface AttemptResult {
  ok: boolean;
  error: WebhookDeliveryError | null;
  responseStatus: number | null;
  responseMs: number | null;
  responseExcerpt: string | null;
  retryAfterSeconds: number | undefined;
}

/** A Retry-After longer than this is not waited for: the schedule's own longest wait applies. */
const RETRY_AFTER_MAX_SECONDS = Math.max(...WEBHOOK_RETRY_DELAYS_SECONDS);
/** A claim older than this belongs to a process that died mid-attempt (an attempt lasts at most 10 s). */
const STALE_CLAIM_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/**
 * How the team is told an endpoint was switched off: the notifications module's `notify` (passed in: the
 * notifications module announces to webhooks, so this one may not import it back).
 */
export interface TeamNotices {
  notify(
    tx: Executor,
    advertiserId: string,
    notice: { kind: 'webhook'; messageKey: string; params: Record<string, string>; link: string },
  ): Promise<void>;
}

export interface WebhookMetrics {
  webhookDeliveries: { inc(labels: { event: string; result: string }): void };
}

/**
 * Sends webhook deliveries, one attempt per call (docs/api.md "Webhooks", ADR 33): claims the row (a job run twice
 * sends once), checks the URL's address (SSRF guard), signs with the endpoint's secret (and the previous one for
 * 24 h after a rotation), POSTs within 10 s, and writes the outcome: succeeded, retrying at the next step of the
 * schedule (Retry-After honoured), or failed. An endpoint whose attempts have all failed for 5 days is switched
 * off (`failing`) and its team notified.
 */
export class WebhookSender implements Outbox {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      secretBox: SecretBox;
      notifications: TeamNotices;
      policy: AddressPolicy;
      now?: (() => Date) | undefined;
      metrics?: WebhookMetrics | undefined;
      /** 10 s unless given. */
      timeoutMs?: number | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  readonly queuedChannel = WEBHOOK_DELIVERIES_CHANNEL;

  /** One attempt of a delivery; 'skipped' when it is not open or another run holds it. */
  async send(id: string): Promise<WebhookDeliveryStatus | 'skipped'> {
    const at = this.now();
    const delivery = await claimDelivery(this.deps.db, id, at);
    if (!delivery) return 'skipped';
    const endpoint = await findEndpointById(this.deps.db, delivery.endpointId);
    if (!endpoint) return 'skipped';
    try {
      const result = await this.attempt(endpoint, delivery, at);
      const status = await this.record(endpoint, delivery, at, result);
      this.deps.metrics?.webhookDeliveries.inc({ event: delivery.event, result: status });
      return status;
    } catch (error) {
      // Not written down (the database failed us): never left claimed; the job's retries take it again.
      await releaseClaim(this.deps.db, delivery.id);
      throw error;
    }
  }

  /** Sends every open delivery that is due now, one by one (tests, and a process without the job queue). */
  async deliverDue(limit = 500): Promise<(WebhookDeliveryStatus | 'skipped')[]> {
    const ids = await dueDeliveries(this.deps.db, this.now(), limit);
    const results: (WebhookDeliveryStatus | 'skipped')[] = [];
    for (const id of ids) results.push(await this.send(id));
    return results;
  }

  /** Hands open deliveries to the job queue, each job starting when its attempt is due (Outbox). */
  async handOver(
    limit: number,
    enqueue: (tx: Transaction, jobs: OutboxJob[]) => Promise<void>,
  ): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const rows = await lockUnenqueuedDeliveries(tx, limit);
      if (rows.length === 0) return 0;
      const now = this.now().getTime();
      await enqueue(
        tx,
        rows.map((row) => ({
          id: row.id,
          startAfterSeconds: row.nextAttemptAt ? Math.max(0, (row.nextAttemptAt.getTime() - now) / 1000) : 0,
        })),
      );
      await markDeliveriesEnqueued(
        tx,
        rows.map((row) => row.id),
        this.now(),
      );
      return rows.length;
    });
  }

  /** Deliveries a dead process held mid-attempt: opened again (at least once; receivers dedupe by webhook-id). */
  failInterrupted(): Promise<number> {
    return releaseStaleClaims(this.deps.db, new Date(this.now().getTime() - STALE_CLAIM_MS));
  }

  private async attempt(
    endpoint: WebhookEndpointRow,
    delivery: WebhookDeliveryRow,
    at: Date,
  ): Promise<AttemptResult> {
    const refused = (error: WebhookDeliveryError, ms: number | null = null): AttemptResult => ({
      ok: false,
      error,
      responseStatus: null,
      responseMs: ms,
      responseExcerpt: null,
      retryAfterSeconds: undefined,
    });
    const url = new URL(endpoint.url);
    const checked = await checkWebhookUrl(url, this.deps.policy);
    if (!checked.ok) return refused(checked.error);
    const body = JSON.stringify(delivery.payload);
    const secrets = [this.deps.secretBox.open(endpoint.secretSealed)];
    if (
      endpoint.previousSecretSealed &&
      endpoint.previousSecretExpiresAt &&
      endpoint.previousSecretExpiresAt > at
    ) {
      secrets.push(this.deps.secretBox.open(endpoint.previousSecretSealed));
    }
    const outcome = await postJson({
      url,
      address: checked.address,
      family: checked.family,
      headers: signedHeaders(secrets, delivery.messageId, at, body),
      body,
      timeoutMs: this.deps.timeoutMs ?? WEBHOOK_TIMEOUT_SECONDS * 1000,
      excerptChars: WEBHOOK_RESPONSE_EXCERPT_MAX_LENGTH,
    });
    if (outcome.kind === 'failed') return refused(outcome.error, outcome.ms);
    const ok = outcome.status >= 200 && outcome.status < 300;
    return {
      ok,
      error: ok ? null : outcome.status >= 300 && outcome.status < 400 ? 'redirect' : 'http_status',
      responseStatus: outcome.status,
      responseMs: outcome.ms,
      responseExcerpt: outcome.excerpt,
      retryAfterSeconds: outcome.retryAfterSeconds,
    };
  }

  /** Writes the attempt and what follows from it, in one transaction with the endpoint's failure count. */
  private async record(
    endpoint: WebhookEndpointRow,
    delivery: WebhookDeliveryRow,
    at: Date,
    result: AttemptResult,
  ): Promise<WebhookDeliveryStatus> {
    const round = delivery.roundAttempts + 1;
    const wait = WEBHOOK_RETRY_DELAYS_SECONDS[round - 1];
    const waitSeconds =
      wait === undefined
        ? 0
        : Math.max(wait, Math.min(result.retryAfterSeconds ?? 0, RETRY_AFTER_MAX_SECONDS));
    // The endpoint first, then the delivery: the order an endpoint's update takes too (no deadlock between them).
    return this.deps.db.transaction(async (tx) => {
      const locked = await lockEndpoint(tx, endpoint.id);
      // A switched-off endpoint gets no retries (a test or a redelivery to it is one attempt).
      const status: WebhookDeliveryStatus = result.ok
        ? 'succeeded'
        : wait === undefined || !locked?.enabled
          ? 'failed'
          : 'retrying';
      await recordAttempt(tx, delivery.id, {
        status,
        attempts: delivery.attempts + 1,
        roundAttempts: round,
        nextAttemptAt: status === 'retrying' ? new Date(at.getTime() + waitSeconds * 1000) : null,
        lastAttemptAt: at,
        responseStatus: result.responseStatus,
        responseMs: result.responseMs,
        responseExcerpt: result.responseExcerpt,
        error: result.error,
      });
      if (!locked) return status;
      if (result.ok) {
        if (locked.failingSince) await updateEndpoint(tx, locked.id, { failingSince: null });
        return status;
      }
      const failingSince = locked.failingSince ?? at;
      const disable =
        locked.enabled && at.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_DAYS * DAY_MS;
      if (!locked.failingSince || disable) {
        await updateEndpoint(tx, locked.id, {
          failingSince,
          ...(disable ? { enabled: false, disabledReason: 'failing' as const, updatedAt: at } : {}),
        });
      }
      if (disable) {
        await failOpenDeliveries(tx, locked.id);
        await this.deps.notifications.notify(tx, locked.advertiserId, {
          kind: 'webhook',
          messageKey: 'notifications.messages.webhookDisabled',
          params: { url: locked.url, days: String(WEBHOOK_DISABLE_AFTER_DAYS) },
          link: '/setting/webhooks',
        });
      }
      return status;
    });
  }
}
