import {
  ZErrorResponse,
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
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};
const bearer = [{ bearer: [] }];
const tags = ['two-factor'];

export async function twoFactorRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/account/two-factor',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getTwoFactorStatus',
        tags,
        summary: "Whether the caller's two-factor sign-in is on, and how many recovery codes are left",
        security: bearer,
        response: { 200: ZTwoFactorStatus, ...errors },
      },
    },
    async (request) => services.twoFactor.status(principalOf(request)),
  );

  api.post(
    '/api/account/two-factor/setup',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'setupTwoFactor',
        tags,
        summary:
          'Step 1: a new authenticator secret (base32), its otpauth URI and QR code; not on until enabled',
        security: bearer,
        response: { 200: ZTwoFactorSetup, ...errors },
      },
    },
    async (request) => services.twoFactor.setup(principalOf(request)),
  );

  api.post(
    '/api/account/two-factor/enable',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'enableTwoFactor',
        tags,
        summary: 'Step 2: verify a 6-digit code; turns two-factor on and returns ten recovery codes, once',
        security: bearer,
        body: ZTwoFactorEnableBody,
        response: { 200: ZTwoFactorRecoveryCodes, ...errors },
      },
    },
    async (request) =>
      services.twoFactor.enable(principalOf(request), request.body.code, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  api.post(
    '/api/account/two-factor/disable',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'disableTwoFactor',
        tags,
        summary: 'Turn two-factor off: needs the current password and a current code (or a recovery code)',
        security: bearer,
        body: ZTwoFactorDisableBody,
        response: { 200: ZOkResponse, ...errors },
      },
    },
    async (request) => {
      await services.twoFactor.disable(principalOf(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { ok: true as const };
    },
  );

  api.post(
    '/api/auth/two-factor',
    {
      schema: {
        operationId: 'verifyTwoFactor',
        tags: ['auth', ...tags],
        summary:
          'Second step of sign-in: the challenge from login and a 6-digit or recovery code open the session',
        body: ZTwoFactorVerifyBody,
        response: { 200: ZSessionGrant, ...errors },
      },
    },
    async (request) =>
      services.twoFactor.completeSignIn(request.body.challenge, request.body.code, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
}
