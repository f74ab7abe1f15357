import {
  ZAdvertiserIdParams,
  ZErrorResponse,
  ZInternalAdvertiser,
  ZUpdateAffiliateBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const tags = ['affiliate'];
const security = [{ bearer: [] }];

export async function affiliateRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/internal/advertisers/:advertiser_id',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getInternalAdvertiser',
        tags,
        security,
        summary: "The caller's advertiser with its friend code (affiliate.code)",
        params: ZAdvertiserIdParams,
        response: { 200: ZInternalAdvertiser, ...errors },
      },
    },
    async (request) => services.affiliate.get(principalOf(request), request.params.advertiser_id),
  );

  api.put(
    '/api/internal/advertisers/:advertiser_id/update-affiliate',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'updateAffiliate',
        tags,
        security,
        summary: 'Enter the friend code (once, within 24 hours of registration, never the own code)',
        params: ZAdvertiserIdParams,
        body: ZUpdateAffiliateBody,
        response: { 200: ZInternalAdvertiser, ...errors },
      },
    },
    async (request) =>
      services.affiliate.update(
        principalOf(request),
        request.params.advertiser_id,
        request.body.affiliate_code,
      ),
  );
}
