import {
  ZNoContent,
  ZWebhookDelivery,
  ZWebhookDeliveryDetail,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryParams,
  ZWebhookDeliveryQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointBody,
  ZWebhookEndpointCreated,
  ZWebhookEndpointList,
  ZWebhookIdParams,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { WebhookEndpointsService } from './webhook-endpoints.service.ts';

/** A team's webhook endpoints, their secrets and delivery logs (docs/api.md "Webhooks"); people and API keys alike. */
export async function webhooksRoutes(
  app: FastifyInstance,
  { webhooks }: { webhooks: WebhookEndpointsService },
) {
  const routes = authenticatedRoutes(app, { tags: ['webhooks'], errors: [404, 422] });

  routes.get(
    '/api/webhooks',
    {
      operationId: 'listWebhookEndpoints',
      summary:
        "The team's webhook endpoints, newest first, each with its latest delivery; never their secrets",
      response: { 200: ZWebhookEndpointList },
    },
    async (principal) => webhooks.list(principal),
  );

  routes.post(
    '/api/webhooks',
    {
      operationId: 'createWebhookEndpoint',
      summary: 'A new webhook endpoint; its signing secret is in this answer only',
      description:
        'Events of areas the caller cannot read are a 422 on `events`; in production a URL that is not https, or an address that is not public, a 422 on `url`; 409 past 10 endpoints a team.',
      body: ZWebhookEndpointBody,
      response: { 201: ZWebhookEndpointCreated },
      errors: [409],
    },
    async (principal, request, reply) => reply.code(201).send(await webhooks.create(principal, request.body)),
  );

  routes.get(
    '/api/webhooks/:id',
    {
      operationId: 'getWebhookEndpoint',
      summary: 'One webhook endpoint',
      params: ZWebhookIdParams,
      response: { 200: ZWebhookEndpoint },
    },
    async (principal, request) => webhooks.get(principal, request.params.id),
  );

  routes.put(
    '/api/webhooks/:id',
    {
      operationId: 'updateWebhookEndpoint',
      summary: "Replace an endpoint's URL, description, events and switch",
      description:
        'Switching it off closes its open deliveries; switching on an endpoint the platform switched off (`disabled_reason: failing`) clears the reason and its failure count.',
      params: ZWebhookIdParams,
      body: ZWebhookEndpointBody,
      response: { 200: ZWebhookEndpoint },
    },
    async (principal, request) => webhooks.update(principal, request.params.id, request.body),
  );

  routes.delete(
    '/api/webhooks/:id',
    {
      operationId: 'deleteWebhookEndpoint',
      summary: 'Delete an endpoint and its delivery log',
      params: ZWebhookIdParams,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await webhooks.remove(principal, request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/webhooks/:id/rotate-secret',
    {
      operationId: 'rotateWebhookSecret',
      summary:
        'A new signing secret, in this answer only; the previous one keeps signing beside it for 24 hours',
      params: ZWebhookIdParams,
      response: { 200: ZWebhookEndpointCreated },
    },
    async (principal, request) => webhooks.rotateSecret(principal, request.params.id),
  );

  routes.post(
    '/api/webhooks/:id/test',
    {
      operationId: 'sendWebhookTest',
      summary: 'Send a `webhook.test` event to the endpoint now; the answer is its delivery, queued',
      params: ZWebhookIdParams,
      response: { 202: ZWebhookDelivery },
    },
    async (principal, request, reply) =>
      reply.code(202).send(await webhooks.sendTest(principal, request.params.id)),
  );

  routes.get(
    '/api/webhooks/:id/deliveries',
    {
      operationId: 'listWebhookDeliveries',
      summary: "The endpoint's deliveries, newest first, optionally of one status",
      params: ZWebhookIdParams,
      querystring: ZWebhookDeliveryQuery,
      response: { 200: ZWebhookDeliveryPage },
    },
    async (principal, request) => webhooks.deliveries(principal, request.params.id, request.query),
  );

  routes.get(
    '/api/webhooks/:id/deliveries/:deliveryId',
    {
      operationId: 'getWebhookDelivery',
      summary: 'One delivery with the body it sends',
      params: ZWebhookDeliveryParams,
      response: { 200: ZWebhookDeliveryDetail },
    },
    async (principal, request) => webhooks.delivery(principal, request.params.id, request.params.deliveryId),
  );

  routes.post(
    '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      operationId: 'redeliverWebhook',
      summary: 'Send a finished delivery again now, with the same `webhook-id`',
      description: 'A delivery still pending or retrying is already on its way: 409.',
      params: ZWebhookDeliveryParams,
      response: { 202: ZWebhookDelivery },
      errors: [409],
    },
    async (principal, request, reply) =>
      reply.code(202).send(await webhooks.redeliver(principal, request.params.id, request.params.deliveryId)),
  );
}
