import {
  ZPromotion,
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

/** Advertisers' promotions: those on offer now and their own claims. */
export async function promotionsRoutes(
  app: FastifyInstance,
  { promotions }: { promotions: PromotionsService },
) {
  const advertiser = authenticatedRoutes(app, { tags: ['promotions'], errors });

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
}
