import {
  ZPromotion,
  ZPromotionBody,
  ZPromotionClaimPage,
  ZPromotionClaimsQuery,
  ZPromotionIdParams,
  ZPromotionList,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ErrorStatus } from '../../lib/error-responses.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { PromotionsService } from './promotions.service.ts';

const errors: ErrorStatus[] = [404, 422];

export async function promotionsRoutes(
  app: FastifyInstance,
  { promotions }: { promotions: PromotionsService },
) {
  const advertiser = authenticatedRoutes(app, { tags: ['promotions'], errors });
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors });

  advertiser.get(
    '/api/promotions',
    {
      operationId: 'listPromotions',
      summary: 'Promotions on offer now, with how often the advertiser used each',
      response: { 200: ZPromotionList },
    },
    async (principal) => promotions.listActive(principal),
  );

  advertiser.get(
    '/api/promotions/:id',
    {
      operationId: 'getPromotion',
      summary: 'One promotion on offer (or one the advertiser claimed before)',
      params: ZPromotionIdParams,
      response: { 200: ZPromotion },
    },
    async (principal, request) => promotions.get(principal, request.params.id),
  );

  advertiser.get(
    '/api/promotion-claims',
    {
      operationId: 'listPromotionClaims',
      summary: "The advertiser's promotion transactions (claims), newest first",
      querystring: ZPromotionClaimsQuery,
      response: { 200: ZPromotionClaimPage },
    },
    async (principal, request) => promotions.claims(principal, request.query),
  );

  ops.get(
    '/api/ops/promotions',
    {
      operationId: 'listAllPromotions',
      summary: 'Every promotion with its claims count (read on OpsPromotion)',
      response: { 200: ZPromotionList },
    },
    async (principal) => promotions.listAll(principal),
  );

  ops.post(
    '/api/ops/promotions',
    {
      operationId: 'createPromotion',
      summary:
        'Create a promotion (code, type, period, minimum deposit, maximum, condition, limits, target page)',
      body: ZPromotionBody,
      response: { 201: ZPromotion },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await promotions.create(principal, request.body)),
  );

  ops.put(
    '/api/ops/promotions/:id',
    {
      operationId: 'updatePromotion',
      summary: 'Change a promotion',
      params: ZPromotionIdParams,
      body: ZPromotionBody,
      response: { 200: ZPromotion },
    },
    async (principal, request) => promotions.update(principal, request.params.id, request.body),
  );

  ops.get(
    '/api/ops/promotion-claims',
    {
      operationId: 'listAllPromotionClaims',
      summary: "Every advertiser's promotion claims (read on OpsPromotion)",
      querystring: ZPromotionClaimsQuery,
      response: { 200: ZPromotionClaimPage },
    },
    async (principal, request) => promotions.claims(principal, request.query, 'all'),
  );
}
