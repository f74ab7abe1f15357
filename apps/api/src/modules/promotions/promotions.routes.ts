import {
  ZErrorResponse,
  ZPromotion,
  ZPromotionBody,
  ZPromotionClaimPage,
  ZPromotionClaimsQuery,
  ZPromotionIdParams,
  ZPromotionList,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const security = [{ bearer: [] }];

export async function promotionsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  api.get(
    '/api/promotions',
    {
      ...auth,
      schema: {
        operationId: 'listPromotions',
        tags: ['promotions'],
        summary: 'Promotions on offer now, with how often the advertiser used each',
        security,
        response: { 200: ZPromotionList, ...errors },
      },
    },
    async (request) => services.promotions.listActive(principalOf(request)),
  );

  api.get(
    '/api/promotions/:id',
    {
      ...auth,
      schema: {
        operationId: 'getPromotion',
        tags: ['promotions'],
        summary: 'One promotion on offer (or one the advertiser claimed before)',
        security,
        params: ZPromotionIdParams,
        response: { 200: ZPromotion, ...errors },
      },
    },
    async (request) => services.promotions.get(principalOf(request), request.params.id),
  );

  api.get(
    '/api/promotion-claims',
    {
      ...auth,
      schema: {
        operationId: 'listPromotionClaims',
        tags: ['promotions'],
        summary: "The advertiser's promotion transactions (claims), newest first",
        security,
        querystring: ZPromotionClaimsQuery,
        response: { 200: ZPromotionClaimPage, ...errors },
      },
    },
    async (request) => services.promotions.claims(principalOf(request), request.query),
  );

  api.get(
    '/api/ops/promotions',
    {
      ...auth,
      schema: {
        operationId: 'listAllPromotions',
        tags: ['ops'],
        summary: 'Every promotion with its claims count (read on OpsPromotion)',
        security,
        response: { 200: ZPromotionList, ...errors },
      },
    },
    async (request) => services.promotions.listAll(principalOf(request)),
  );

  api.post(
    '/api/ops/promotions',
    {
      ...auth,
      schema: {
        operationId: 'createPromotion',
        tags: ['ops'],
        summary:
          'Create a promotion (code, type, period, minimum deposit, maximum, condition, limits, target page)',
        security,
        body: ZPromotionBody,
        response: { 201: ZPromotion, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await services.promotions.create(principalOf(request), request.body)),
  );

  api.put(
    '/api/ops/promotions/:id',
    {
      ...auth,
      schema: {
        operationId: 'updatePromotion',
        tags: ['ops'],
        summary: 'Change a promotion',
        security,
        params: ZPromotionIdParams,
        body: ZPromotionBody,
        response: { 200: ZPromotion, ...errors },
      },
    },
    async (request) => services.promotions.update(principalOf(request), request.params.id, request.body),
  );

  api.get(
    '/api/ops/promotion-claims',
    {
      ...auth,
      schema: {
        operationId: 'listAllPromotionClaims',
        tags: ['ops'],
        summary: "Every advertiser's promotion claims (read on OpsPromotion)",
        security,
        querystring: ZPromotionClaimsQuery,
        response: { 200: ZPromotionClaimPage, ...errors },
      },
    },
    async (request) => services.promotions.claims(principalOf(request), request.query, 'all'),
  );
}
