import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ZNoContent,
  ZTelegramLink,
  ZTelegramSandboxMessages,
  ZTelegramSandboxStartBody,
  ZTelegramStatus,
} from '@adportal/contracts';
import type { Update } from '@grammyjs/types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import type { OriginOf } from '../../lib/request-origin.ts';
import { sessionRoutes } from '../../plugins/authenticated-routes.ts';
import type { TelegramService } from './telegram.service.ts';
import type { TelegramUpdatesService } from './telegram-updates.service.ts';

export async function telegramRoutes(
  app: FastifyInstance,
  {
    telegram,
    telegramUpdates,
    originOf,
    webhookSecret,
  }: {
    telegram: TelegramService;
    telegramUpdates: TelegramUpdatesService | undefined;
    /** Where the test message's link points to. */
    originOf: OriginOf;
    /** TELEGRAM_WEBHOOK_SECRET when updates arrive by webhook (a bot is configured); the route answers 404 without it. */
    webhookSecret: string | undefined;
  },
) {
  const routes = sessionRoutes(app, { tags: ['telegram'], errors: [404, 409] });

  routes.get(
    '/api/telegram',
    {
      operationId: 'telegramStatus',
      summary: "The signed-in user's Telegram connection, and whether a bot is configured",
      response: { 200: ZTelegramStatus },
    },
    async (principal) => telegram.status(principal),
  );

  routes.post(
    '/api/telegram/link',
    {
      operationId: 'createTelegramLink',
      limit: 'telegramLink',
      summary:
        'A new single-use deep link (10 minutes) whose /start connects the chat; older links stop working',
      response: { 201: ZTelegramLink },
    },
    async (principal, _request, reply) => reply.code(201).send(await telegram.createLink(principal)),
  );

  routes.delete(
    '/api/telegram',
    {
      operationId: 'disconnectTelegram',
      summary: "Disconnect the user's Telegram chat",
      response: { 204: ZNoContent },
    },
    async (principal, _request, reply) => {
      await telegram.disconnect(principal);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/telegram/test',
    {
      operationId: 'sendTelegramTest',
      summary: 'Send a test message to the connected chat (once per 30 seconds)',
      response: { 204: ZNoContent },
      errors: [429],
    },
    async (principal, request, reply) => {
      await telegram.sendTest(principal, originOf(request));
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/telegram/sandbox/start',
    {
      operationId: 'sandboxTelegramStart',
      limit: 'telegramSandboxStart',
      summary: 'Sandbox bot only: play the user pressing Start on their deep link',
      body: ZTelegramSandboxStartBody,
      response: { 204: ZNoContent },
      errors: [422],
    },
    async (principal, request, reply) => {
      await telegram.sandboxStart(principal, request.body.url);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/telegram/sandbox/messages',
    {
      operationId: 'sandboxTelegramMessages',
      summary: "Sandbox bot only: what the bot sent to the user's chat, newest first",
      response: { 200: ZTelegramSandboxMessages },
    },
    async (principal) => telegram.sandboxMessages(principal),
  );

  // Public: Telegram calls it; the secret token header is the authentication, checked before the body is read.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/telegram/webhook',
    {
      schema: {
        operationId: 'telegramWebhook',
        tags: ['telegram'],
        summary:
          'Telegram Bot API webhook: X-Telegram-Bot-Api-Secret-Token must be TELEGRAM_WEBHOOK_SECRET; a repeated update_id is answered 200 and not handled again',
        body: z.looseObject({ update_id: z.number().int().nonnegative() }),
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 422) },
      },
      onRequest: async (request) => {
        if (!webhookSecret || !telegramUpdates) throw new AppError('NOT_FOUND');
        const given = request.headers['x-telegram-bot-api-secret-token'];
        if (typeof given !== 'string' || given === '') throw new AppError('UNAUTHENTICATED');
        if (!sameSecret(given, webhookSecret)) throw new AppError('FORBIDDEN');
      },
    },
    async (request) => {
      // Handled before the answer: an update that fails answers 500, and Telegram's retry brings it again.
      await telegramUpdates!.handle(request.body as unknown as Update);
      return { ok: true as const };
    },
  );
}

/** Compared as SHA-256 digests: constant time whatever the lengths, so a guess learns not even the length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
