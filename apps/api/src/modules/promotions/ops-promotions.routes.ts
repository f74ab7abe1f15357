import {
  ZPromotion,
  ZPromotionBody,
  ZPromotionClaimPage,
  ZPromotionClaimsQuery,
  ZPromotionIdParams,
  ZPromotionList,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { PromotionsService } from './promotions.service.ts';

/** Operators' promotions (OpsPromotion): every promotion, adding and changing one, every advertiser's claims. */
export async function opsPromotionsRoutes(
  app: FastifyInstance,
  { promotions }: { promotions: PromotionsService },
) {
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors: [404, 422] });

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
