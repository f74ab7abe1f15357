import {
  ZChangePasswordBody,
  ZOkResponse,
  ZProfile,
  ZRevokedCount,
  ZSessionIdParams,
  ZSessionList,
  ZUpdateAdvertiserBody,
  ZUpdateProfileBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from '../../plugins/authenticated-routes.ts';
import type { ProfileService } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance, { profile }: { profile: ProfileService }) {
  const routes = sessionRoutes(app, { tags: ['profile'], errors: [404, 409, 422] });

  routes.get(
    '/api/profile',
    {
      operationId: 'getProfile',
      summary: 'The signed-in user and their advertiser',
      response: { 200: ZProfile },
    },
    async (principal) => profile.get(principal),
  );

  routes.put(
    '/api/profile',
    {
      operationId: 'updateProfile',
      summary: 'Update your name, phone and language',
      body: ZUpdateProfileBody,
      response: { 200: ZProfile },
    },
    async (principal, request) => profile.update(principal, request.body),
  );

  routes.put(
    '/api/profile/advertiser',
    {
      operationId: 'updateAdvertiserInformation',
      summary: "Update the advertiser's company name, email and phone (needs update on Setting)",
      body: ZUpdateAdvertiserBody,
      response: { 200: ZProfile },
    },
    async (principal, request) => profile.updateAdvertiser(principal, request.body),
  );

  routes.put(
    '/api/profile/password',
    {
      operationId: 'changeOwnPassword',
      summary: 'Change your password (current password needed); your other sessions are signed out',
      description:
        'Wrong current passwords are limited per session and per user (with wrong two-step codes given ' +
        'inside a session): past them 429 with Retry-After, even for the right password.',
      body: ZChangePasswordBody,
      errors: [429],
      response: { 200: ZRevokedCount },
    },
    async (principal, request) => profile.changePassword(principal, request.body),
  );

  routes.get(
    '/api/profile/sessions',
    {
      operationId: 'listOwnSessions',
      summary: 'Your active sessions',
      response: { 200: ZSessionList },
    },
    async (principal) => profile.listSessions(principal),
  );

  routes.delete(
    '/api/profile/sessions/:id',
    {
      operationId: 'revokeOwnSession',
      summary: 'Sign out one of your other sessions',
      params: ZSessionIdParams,
      response: { 200: ZOkResponse },
    },
    async (principal, request) => {
      await profile.revokeSession(principal, request.params.id);
      return { ok: true as const };
    },
  );

  routes.post(
    '/api/profile/sessions/revoke-others',
    {
      operationId: 'revokeOtherSessions',
      summary: 'Sign out everywhere else',
      response: { 200: ZRevokedCount },
    },
    async (principal) => profile.revokeOtherSessions(principal),
  );
}
