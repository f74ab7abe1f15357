import { ZAdvertiserIdParams, ZInternalAdvertiser, ZUpdateAffiliateBody } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { AffiliateService } from './affiliate.service.ts';

export async function affiliateRoutes(app: FastifyInstance, { affiliate }: { affiliate: AffiliateService }) {
  const routes = authenticatedRoutes(app, { tags: ['affiliate'], errors: [404, 422] });

  routes.get(
    '/api/internal/advertisers/:advertiser_id',
    {
      operationId: 'getInternalAdvertiser',
      summary: "The caller's advertiser with its friend code (affiliate.code)",
      params: ZAdvertiserIdParams,
      response: { 200: ZInternalAdvertiser },
    },
    async (principal, request) => affiliate.get(principal, request.params.advertiser_id),
  );

  routes.put(
    '/api/internal/advertisers/:advertiser_id/update-affiliate',
    {
      operationId: 'updateAffiliate',
      summary: 'Enter the friend code (once, within 24 hours of registration, never the own code)',
      params: ZAdvertiserIdParams,
      body: ZUpdateAffiliateBody,
      response: { 200: ZInternalAdvertiser },
    },
    async (principal, request) =>
      affiliate.update(principal, request.params.advertiser_id, request.body.affiliate_code),
  );

  routes.post(
    '/api/internal/advertisers/:advertiser_id/skip-friend-code',
    {
      operationId: 'skipFriendCode',
      summary: '"Skip for now" in the friend-code dialog: not offered by itself again to the caller',
      description:
        '403 IMPERSONATION_FORBIDDEN in a session an operator opened as the user (so is update-affiliate).',
      params: ZAdvertiserIdParams,
      response: { 200: ZInternalAdvertiser },
    },
    async (principal, request) => affiliate.skip(principal, request.params.advertiser_id),
  );
}
