import {
  ZConfirmRegistrationBody,
  ZFindTokenParams,
  ZFindTokenResponse,
  ZLoginBody,
  ZLoginResponse,
  ZMeResponse,
  ZOkResponse,
  ZRegisterAccepted,
  ZRegisterBody,
  ZRegisterResponse,
  ZResendRegistrationBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { OriginOf } from '../../lib/request-origin.ts';
import { bearerToken, rememberToken, sendRenewedToken } from '../../plugins/auth.ts';
import { sessionRoutes } from '../../plugins/authenticated-routes.ts';
import { packedRulesOf, userDataOf } from '../identity/principal.ts';
import type { TelegramService } from '../telegram/telegram.service.ts';
import type { AuthService } from './auth.service.ts';
import type { RegistrationService } from './registration.service.ts';

const errors = errorResponses(400, 401, 403, 422, 429);

export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    registration,
    telegram,
    originOf,
  }: { auth: AuthService; registration: RegistrationService; telegram: TelegramService; originOf: OriginOf },
) {
  const publicRoutes = app.withTypeProvider<ZodTypeProvider>();
  const routes = sessionRoutes(app, { tags: ['auth'], errors: [400, 422, 429] });

  publicRoutes.post(
    '/api/auth/register',
    {
      schema: {
        operationId: 'register',
        tags: ['auth'],
        summary: 'Start a registration: email a link that confirms it (24 hours)',
        description:
          'Always 202 with the same body, whether or not the email already has an account, and in comparable ' +
          "time: a new email gets the confirmation link, an existing account's owner gets a notice instead. " +
          'Nothing is created until POST /api/auth/register/confirm. Rate limited per IP and per email.',
        body: ZRegisterBody,
        response: { 202: ZRegisterAccepted, ...errors },
      },
    },
    async (request, reply) => {
      const { confirmationToken: _kept, ...answer } = await registration.register(
        {
          advertiserName: request.body.advertiser_name,
          fullName: request.body.full_name,
          email: request.body.email,
          password: request.body.password,
          language: requestLanguage(request.headers['accept-language']),
        },
        { ip: request.ip, userAgent: request.headers['user-agent'], origin: originOf(request) },
        request.log,
      );
      return reply.code(202).send(answer);
    },
  );

  publicRoutes.post(
    '/api/auth/register/resend',
    {
      schema: {
        operationId: 'resendRegistrationEmail',
        tags: ['auth'],
        summary: 'Send the confirmation email of a registration again (a fresh 24-hour link)',
        description:
          'Always 202 with the same body and in comparable time, whatever the email: a registration not ' +
          "confirmed yet gets a fresh link, an existing account's owner the same notice as registering again, " +
          'an unknown email nothing. Rate limited per IP and per email (429 with Retry-After).',
        body: ZResendRegistrationBody,
        response: { 202: ZRegisterAccepted, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await registration.resend(
            request.body.email,
            { ip: request.ip, userAgent: request.headers['user-agent'], origin: originOf(request) },
            request.log,
          ),
        ),
  );

  publicRoutes.post(
    '/api/auth/register/confirm',
    {
      schema: {
        operationId: 'confirmRegistration',
        tags: ['auth'],
        summary: 'Confirm a registration with the emailed token: creates the advertiser and its first user',
        description:
          '404 when the link is unknown; 410 REGISTRATION_LINK_USED (the account exists: sign in) or ' +
          'REGISTRATION_LINK_EXPIRED; 409 EMAIL_TAKEN when the email got an account meanwhile. Refused links ' +
          'are limited per IP (429 with Retry-After).',
        body: ZConfirmRegistrationBody,
        response: { 201: ZRegisterResponse, ...errorResponses(404, 409, 410), ...errors },
      },
    },
    async (request, reply) => {
      const { user, advertiser } = await registration.confirm(request.body.token, { ip: request.ip });
      return reply.code(201).send({ user_id: user.id, advertiser_id: advertiser.id, email: user.email });
    },
  );

  publicRoutes.post(
    '/api/auth/login',
    {
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary:
          'Sign in; with remember_me a long-lived remember token is issued as well. With two-factor on, the ' +
          'answer is a challenge for POST /api/auth/two-factor instead of a session',
        description:
          '401 INVALID_CREDENTIALS for a wrong email or password alike; 403 EMAIL_NOT_CONFIRMED when the ' +
          'password is right for a registration whose emailed link was not opened yet.',
        body: ZLoginBody,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request) =>
      auth.login(
        { email: request.body.email, password: request.body.password, rememberMe: request.body.remember_me },
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      ),
  );

  routes.post(
    '/api/auth/logout',
    {
      operationId: 'logout',
      summary: 'Sign out: revokes the session and both its tokens',
      response: { 200: ZOkResponse },
    },
    async (principal) => {
      await auth.logout(principal);
      return { ok: true as const };
    },
  );

  publicRoutes.get(
    '/api/find-token/:token',
    {
      schema: {
        operationId: 'findToken',
        tags: ['auth'],
        summary:
          "Check the caller's access token: null (falsy) when unknown, expired, revoked or not the caller's",
        description:
          'The path token must be the Authorization bearer token of the same request; any other token is ' +
          'answered null. With a valid X-Remember-Token header an expired access token is renewed: the answer ' +
          'says renewed and the X-Access-Token header carries the new token. Rate limited per IP (429 with ' +
          'Retry-After).',
        params: ZFindTokenParams,
        response: { 200: ZFindTokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.checkOwnToken(request.params.token, {
        bearer: bearerToken(request),
        remember: rememberToken(request),
        ip: request.ip,
      });
      if (!result) return null;
      if (result.renewed) sendRenewedToken(reply, result.renewed);
      return {
        user_id: result.principal.user.id,
        expires_at: result.principal.session.accessExpiresAt.toISOString(),
        renewed: result.renewed !== undefined,
      };
    },
  );

  routes.get(
    '/api/me',
    {
      operationId: 'me',
      summary: 'The signed-in user (userData) and their packed CASL ability rules',
      response: { 200: ZMeResponse },
    },
    async (principal) => ({
      user_data: userDataOf(principal, await auth.impersonatorOf(principal)),
      user_ability_rules: packedRulesOf(principal),
      telegram_data: await telegram.sessionData(principal),
    }),
  );
}
