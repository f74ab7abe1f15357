import {
  ZOkResponse,
  ZSessionGrant,
  ZTwoFactorDisableBody,
  ZTwoFactorEnableBody,
  ZTwoFactorRecoveryCodes,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
  ZTwoFactorVerifyBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionRoutes } from '../../plugins/authenticated-routes.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const tags = ['two-factor'];

export async function twoFactorRoutes(app: FastifyInstance, { twoFactor }: { twoFactor: TwoFactorService }) {
  const routes = sessionRoutes(app, { tags, errors: [400, 409, 422, 429] });

  routes.get(
    '/api/account/two-factor',
    {
      operationId: 'getTwoFactorStatus',
      summary: "Whether the caller's two-factor sign-in is on, and how many recovery codes are left",
      response: { 200: ZTwoFactorStatus },
    },
    async (principal) => twoFactor.status(principal),
  );

  routes.post(
    '/api/account/two-factor/setup',
    {
      operationId: 'setupTwoFactor',
      summary:
        'Step 1: a new authenticator secret (base32), its otpauth URI and QR code; not on until enabled',
      response: { 200: ZTwoFactorSetup },
    },
    async (principal) => twoFactor.setup(principal),
  );

  routes.post(
    '/api/account/two-factor/enable',
    {
      operationId: 'enableTwoFactor',
      summary: 'Step 2: verify a 6-digit code; turns two-factor on and returns ten recovery codes, once',
      body: ZTwoFactorEnableBody,
      response: { 200: ZTwoFactorRecoveryCodes },
    },
    async (principal, request) =>
      twoFactor.enable(principal, request.body.code, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  routes.post(
    '/api/account/two-factor/disable',
    {
      operationId: 'disableTwoFactor',
      summary: 'Turn two-factor off: needs the current password and a current code (or a recovery code)',
      body: ZTwoFactorDisableBody,
      response: { 200: ZOkResponse },
    },
    async (principal, request) => {
      await twoFactor.disable(principal, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { ok: true as const };
    },
  );

  // Public: the caller has no session yet, only the challenge from POST /api/auth/login.
  const publicRoutes = app.withTypeProvider<ZodTypeProvider>();
  publicRoutes.post(
    '/api/auth/two-factor',
    {
      schema: {
        operationId: 'verifyTwoFactor',
        tags: ['auth', ...tags],
        summary:
          'Second step of sign-in: the challenge from login and a 6-digit or recovery code open the session',
        body: ZTwoFactorVerifyBody,
        response: { 200: ZSessionGrant, ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) =>
      twoFactor.completeSignIn(request.body.challenge, request.body.code, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
}
