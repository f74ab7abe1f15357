import {
  TUTORIAL_REQUEST_MAX_BYTES,
  ZNoContent,
  ZOpsTutorial,
  ZOpsTutorialCategory,
  ZOpsTutorialCategoryList,
  ZOpsTutorialPage,
  ZOpsTutorialsQuery,
  ZTutorialBody,
  ZTutorialCategoryBody,
  ZTutorialCategoryOrderBody,
  ZTutorialIdParams,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { OpsTutorialsService } from './ops-tutorials.service.ts';
import type { TutorialCategoriesService } from './tutorial-categories.service.ts';

/** Operators' knowledge base (OpsContent): the categories and every article, drafts too. */
export async function opsTutorialsRoutes(
  app: FastifyInstance,
  {
    opsTutorials,
    tutorialCategories,
  }: {
    opsTutorials: OpsTutorialsService;
    tutorialCategories: TutorialCategoriesService;
  },
) {
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors: [404, 422] });

  ops.get(
    '/api/ops/tutorial-categories',
    {
      operationId: 'listOpsTutorialCategories',
      summary: 'Every tutorial category in order, with its names and article counts (read OpsContent)',
      response: { 200: ZOpsTutorialCategoryList },
    },
    async (principal) => tutorialCategories.list(principal),
  );

  ops.post(
    '/api/ops/tutorial-categories',
    {
      operationId: 'createTutorialCategory',
      summary: 'Add a tutorial category (English name required), placed last',
      body: ZTutorialCategoryBody,
      response: { 201: ZOpsTutorialCategory },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await tutorialCategories.create(principal, request.body)),
  );

  ops.put(
    '/api/ops/tutorial-categories/order',
    {
      operationId: 'orderTutorialCategories',
      summary: 'Put every tutorial category in the given order',
      body: ZTutorialCategoryOrderBody,
      response: { 200: ZOpsTutorialCategoryList },
    },
    async (principal, request) => tutorialCategories.reorder(principal, request.body),
  );

  ops.put(
    '/api/ops/tutorial-categories/:id',
    {
      operationId: 'renameTutorialCategory',
      summary: 'Rename a tutorial category in its languages',
      params: ZTutorialIdParams,
      body: ZTutorialCategoryBody,
      response: { 200: ZOpsTutorialCategory },
    },
    async (principal, request) => tutorialCategories.rename(principal, request.params.id, request.body),
  );

  ops.delete(
    '/api/ops/tutorial-categories/:id',
    {
      operationId: 'deleteTutorialCategory',
      summary: 'Delete an empty tutorial category (409 while it holds articles)',
      params: ZTutorialIdParams,
      response: { 204: ZNoContent },
      errors: [409],
    },
    async (principal, request, reply) => {
      await tutorialCategories.remove(principal, request.params.id);
      return reply.code(204).send(null);
    },
  );

  ops.get(
    '/api/ops/tutorials',
    {
      operationId: 'listOpsTutorials',
      summary: 'Every article, drafts too, by status and category, searched by title (read OpsContent)',
      querystring: ZOpsTutorialsQuery,
      response: { 200: ZOpsTutorialPage },
    },
    async (principal, request) => opsTutorials.list(principal, request.query),
  );

  ops.post(
    '/api/ops/tutorials',
    {
      operationId: 'createTutorial',
      summary: 'Write an article in English and, optionally, Thai and Chinese (bodies sanitized)',
      body: ZTutorialBody,
      bodyLimit: TUTORIAL_REQUEST_MAX_BYTES,
      response: { 201: ZOpsTutorial },
    },
    async (principal, request, reply) =>
      reply.code(201).send(await opsTutorials.create(principal, request.body)),
  );

  ops.get(
    '/api/ops/tutorials/:id',
    {
      operationId: 'getOpsTutorial',
      summary: 'An article with every language written, for the editor',
      params: ZTutorialIdParams,
      response: { 200: ZOpsTutorial },
    },
    async (principal, request) => opsTutorials.get(principal, request.params.id),
  );

  ops.put(
    '/api/ops/tutorials/:id',
    {
      operationId: 'updateTutorial',
      summary: 'Save an article: texts per language, category, status, featured and position',
      params: ZTutorialIdParams,
      body: ZTutorialBody,
      bodyLimit: TUTORIAL_REQUEST_MAX_BYTES,
      response: { 200: ZOpsTutorial },
    },
    async (principal, request) => opsTutorials.update(principal, request.params.id, request.body),
  );

  ops.delete(
    '/api/ops/tutorials/:id',
    {
      operationId: 'deleteTutorial',
      summary: 'Delete an article and its translations',
      params: ZTutorialIdParams,
      response: { 204: ZNoContent },
    },
    async (principal, request, reply) => {
      await opsTutorials.remove(principal, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
