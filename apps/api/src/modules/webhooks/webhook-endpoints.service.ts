import {
  WEBHOOK_ENDPOINTS_PER_ADVERTISER,
  WEBHOOK_EVENT_AREAS,
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointList,
  type ZWebhookDeliveryQuery,
  type ZWebhookEndpointBody,
} from '@adportal/contracts';
import type { Action } from '@adportal/permissions';
import { ForbiddenError } from '@casl/ability';
import type { z } from 'zod';
import { audit } from '../../db/audit.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type AddressPolicy, refusedAtRegistration } from '../../integrations/webhooks/address-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { actorOf, advertiserIdOf, type Principal } from '../identity/principal.ts';
import { newMessageId, newWebhookSecret } from './webhook-signature.ts';
import {
  countEndpoints,
  deleteEndpoint,
  failOpenDeliveries,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  latestDeliveries,
  listEndpoints,
  lockAdvertiserEndpoints,
  lockEndpoint,
  pageDeliveries,
  requeueDelivery,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository.ts';

export type WebhookEndpointInput = z.output<typeof ZWebhookEndpointBody>;
export type WebhookDeliveryQuery = z.output<typeof ZWebhookDeliveryQuery>;

const HOUR_MS = 3_600_000;

function deliveryView(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    response_status: row.responseStatus,
    response_ms: row.responseMs,
    response_excerpt: row.responseExcerpt,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}

function endpointView(row: WebhookEndpointRow, last: WebhookDeliveryRow | undefined): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    failing_since: row.failingSince?.toISOString() ?? null,
    secret_hint: row.secretHint,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_delivery: last
      ? {
          status: last.status,
          at: (last.lastAttemptAt ?? last.createdAt).toISOString(),
          response_status: last.responseStatus,
        }
      : null,
  };
}

/**
 * A team's webhook endpoints and their delivery logs (docs/api.md "Webhooks"): CASL on `Webhook`, scoped to the
 * caller's advertiser (another team's endpoint or delivery is a 404); an endpoint subscribes only to events of
 * areas the caller can read; creations, changes, deletions and rotations are in the action log (secrets masked).
 */
export class WebhookEndpointsService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      secretBox: SecretBox;
      policy: AddressPolicy;
      now?: (() => Date) | undefined;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  private allowed(principal: Principal, action: Action): string {
    ForbiddenError.from(principal.ability).throwUnlessCan(action, 'Webhook');
    return advertiserIdOf(principal);
  }

  private scopeOf(row: WebhookEndpointRow) {
    return { subject: 'WebhookEndpoint', subjectId: row.id, advertiserId: row.advertiserId };
  }

  private async found(db: Executor, advertiserId: string, id: string): Promise<WebhookEndpointRow> {
    const row = await findEndpoint(db, advertiserId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async viewOf(row: WebhookEndpointRow): Promise<WebhookEndpoint> {
    const last = await latestDeliveries(this.deps.db, [row.id]);
    return endpointView(row, last.get(row.id));
  }

  /** The body's rules that need the caller or the configuration: readable events, a URL that may be sent to. */
  private checkBody(principal: Principal, body: WebhookEndpointInput): void {
    const fields: { path: string; key: string }[] = [];
    if (body.events.some((event) => !principal.ability.can('read', WEBHOOK_EVENT_AREAS[event])))
      fields.push({ path: 'events', key: 'webhooks.validation.eventNotAllowed' });
    const refused = refusedAtRegistration(new URL(body.url), this.deps.policy);
    if (refused) fields.push({ path: 'url', key: `webhooks.validation.${refused}` });
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  }

  async list(principal: Principal): Promise<WebhookEndpointList> {
    const advertiserId = this.allowed(principal, 'read');
    const rows = await listEndpoints(this.deps.db, advertiserId);
    const last = await latestDeliveries(
      this.deps.db,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => endpointView(row, last.get(row.id))),
      limit: WEBHOOK_ENDPOINTS_PER_ADVERTISER,
    };
  }

  async get(principal: Principal, id: string): Promise<WebhookEndpoint> {
    const advertiserId = this.allowed(principal, 'read');
    return this.viewOf(await this.found(this.deps.db, advertiserId, id));
  }

  /** A new endpoint; its secret is in this answer only. 409 past WEBHOOK_ENDPOINTS_PER_ADVERTISER. */
  async create(principal: Principal, body: WebhookEndpointInput): Promise<WebhookEndpointCreated> {
    const advertiserId = this.allowed(principal, 'create');
    this.checkBody(principal, body);
    const { secret, hint } = newWebhookSecret();
    const at = this.now();
    const row = await this.deps.db.transaction(async (tx) => {
      // Serialises creations of one team, so two at once cannot both pass the count.
      await lockAdvertiserEndpoints(tx, advertiserId);
      if ((await countEndpoints(tx, advertiserId)) >= WEBHOOK_ENDPOINTS_PER_ADVERTISER) {
        throw new AppError('CONFLICT', {
          messageKey: 'errors.WEBHOOK_LIMIT',
          params: { limit: WEBHOOK_ENDPOINTS_PER_ADVERTISER },
        });
      }
      const created = await insertEndpoint(tx, {
        advertiserId,
        url: body.url,
        description: body.description,
        events: [...body.events],
        enabled: body.enabled,
        secretSealed: this.deps.secretBox.seal(secret),
        secretHint: hint,
        createdAt: at,
        updatedAt: at,
      });
      await audit.created(tx, actorOf(principal), this.scopeOf(created), created);
      return created;
    });
    return { endpoint: endpointView(row, undefined), secret };
  }

  /**
   * Replaces an endpoint's URL, description, events and switch. Switching it off closes its open deliveries;
   * switching it on clears `disabled_reason` and the failure count.
   */
  async update(principal: Principal, id: string, body: WebhookEndpointInput): Promise<WebhookEndpoint> {
    const advertiserId = this.allowed(principal, 'update');
    this.checkBody(principal, body);
    const row = await this.deps.db.transaction(async (tx) => {
      await this.found(tx, advertiserId, id);
      const before = (await lockEndpoint(tx, id))!;
      const reenabled = body.enabled && !before.enabled;
      const after = await updateEndpoint(tx, id, {
        url: body.url,
        description: body.description,
        events: [...body.events],
        enabled: body.enabled,
        ...(reenabled ? { disabledReason: null, failingSince: null } : {}),
        updatedAt: this.now(),
      });
      if (!body.enabled && before.enabled) await failOpenDeliveries(tx, id);
      await audit.updated(tx, actorOf(principal), this.scopeOf(after), before, after);
      return after;
    });
    return this.viewOf(row);
  }

  async remove(principal: Principal, id: string): Promise<void> {
    const advertiserId = this.allowed(principal, 'delete');
    await this.deps.db.transaction(async (tx) => {
      const before = await deleteEndpoint(tx, advertiserId, id);
      if (!before) throw new AppError('NOT_FOUND');
      await audit.deleted(tx, actorOf(principal), this.scopeOf(before), before);
    });
  }

  /**
   * A new signing secret, shown in this answer only. The previous one keeps signing beside it (a second `v1,`
   * signature) for WEBHOOK_PREVIOUS_SECRET_HOURS, so receivers can switch without losing a message.
   */
  async rotateSecret(principal: Principal, id: string): Promise<WebhookEndpointCreated> {
    const advertiserId = this.allowed(principal, 'update');
    const { secret, hint } = newWebhookSecret();
    const at = this.now();
    const row = await this.deps.db.transaction(async (tx) => {
      await this.found(tx, advertiserId, id);
      const before = (await lockEndpoint(tx, id))!;
      const after = await updateEndpoint(tx, id, {
        secretSealed: this.deps.secretBox.seal(secret),
        secretHint: hint,
        previousSecretSealed: before.secretSealed,
        previousSecretExpiresAt: new Date(at.getTime() + WEBHOOK_PREVIOUS_SECRET_HOURS * HOUR_MS),
        updatedAt: at,
      });
      await audit.updated(tx, actorOf(principal), this.scopeOf(after), before, after);
      return after;
    });
    return { endpoint: await this.viewOf(row), secret };
  }

  /** A `webhook.test` delivery, sent now (also to a switched-off endpoint: to try a fix before switching it on). */
  async sendTest(principal: Principal, id: string): Promise<WebhookDelivery> {
    const advertiserId = this.allowed(principal, 'update');
    const endpoint = await this.found(this.deps.db, advertiserId, id);
    const at = this.now();
    const [row] = await insertDeliveries(this.deps.db, [
      {
        endpointId: endpoint.id,
        advertiserId,
        messageId: newMessageId(),
        event: 'webhook.test',
        payload: { type: 'webhook.test', timestamp: at.toISOString(), data: { endpoint_id: endpoint.id } },
        nextAttemptAt: at,
        createdAt: at,
      },
    ]);
    return deliveryView(row!);
  }

  async deliveries(
    principal: Principal,
    id: string,
    query: WebhookDeliveryQuery,
  ): Promise<WebhookDeliveryPage> {
    const advertiserId = this.allowed(principal, 'read');
    const endpoint = await this.found(this.deps.db, advertiserId, id);
    const { rows, total } = await pageDeliveries(
      this.deps.db,
      endpoint.id,
      query.status,
      query.page,
      query.page_size,
    );
    return { data: rows.map(deliveryView), total, page: query.page, page_size: query.page_size };
  }

  async delivery(principal: Principal, id: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
    const advertiserId = this.allowed(principal, 'read');
    const endpoint = await this.found(this.deps.db, advertiserId, id);
    const row = await findDelivery(this.deps.db, endpoint.id, deliveryId);
    if (!row) throw new AppError('NOT_FOUND');
    return {
      ...deliveryView(row),
      payload: row.payload as WebhookDeliveryDetail['payload'],
    };
  }

  /**
   * A new round of attempts of a finished delivery, starting now, with the same message id (`webhook-id`), so a
   * receiver that already has it can tell. An open one is already on its way: 409.
   */
  async redeliver(principal: Principal, id: string, deliveryId: string): Promise<WebhookDelivery> {
    const advertiserId = this.allowed(principal, 'update');
    const endpoint = await this.found(this.deps.db, advertiserId, id);
    const row = await findDelivery(this.deps.db, endpoint.id, deliveryId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'pending' || row.status === 'retrying') throw new AppError('CONFLICT');
    return deliveryView(await requeueDelivery(this.deps.db, row.id, this.now()));
  }
}
