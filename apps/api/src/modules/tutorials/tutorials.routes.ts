import {
  ZTutorial,
  ZTutorialCategoryArticles,
  ZTutorialHome,
  ZTutorialIdParams,
  ZTutorialPage,
  ZTutorialsQuery,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/request-language.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { TutorialsService } from './tutorials.service.ts';

/** The reader's language: the request's Accept-Language (the web app sends the language it shows). */
const languageOf = (request: { headers: { 'accept-language'?: string | undefined } }) =>
  requestLanguage(request.headers['accept-language']);

/** Advertisers' knowledge base: the published articles in the reader's language. */
export async function tutorialsRoutes(app: FastifyInstance, { tutorials }: { tutorials: TutorialsService }) {
  const reader = authenticatedRoutes(app, { tags: ['tutorials'], errors: [404, 422] });

  reader.get(
    '/api/tutorials',
    {
      operationId: 'getTutorialsHome',
      summary:
        "The knowledge base's home: featured and latest articles, the categories with their article counts",
      response: { 200: ZTutorialHome },
    },
    async (principal, request) => tutorials.home(principal, languageOf(request)),
  );

  reader.get(
    '/api/tutorials/all',
    {
      operationId: 'listTutorials',
      summary:
        "Every published article, searched in the reader's language and English, by category, a page at a time",
      querystring: ZTutorialsQuery,
      response: { 200: ZTutorialPage },
    },
    async (principal, request) => tutorials.list(principal, languageOf(request), request.query),
  );

  reader.get(
    '/api/tutorials/categories/:id',
    {
      operationId: 'getTutorialCategory',
      summary: 'A category and its published articles in order',
      params: ZTutorialIdParams,
      response: { 200: ZTutorialCategoryArticles },
    },
    async (principal, request) => tutorials.category(principal, languageOf(request), request.params.id),
  );

  reader.get(
    '/api/tutorials/:id',
    {
      operationId: 'getTutorial',
      summary:
        'One published article (English when not translated, flagged), with the previous and next in its category',
      params: ZTutorialIdParams,
      response: { 200: ZTutorial },
    },
    async (principal, request) => tutorials.get(principal, languageOf(request), request.params.id),
  );
}
