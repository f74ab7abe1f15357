import {
  type AdCategoryBody,
  type AdSizeBody,
  type CountryBody,
  type KeywordBody,
  type WebsiteBody,
  ZAdCategory,
  ZAdCategoryBody,
  ZAdSize,
  ZAdSizeBody,
  ZCatalogueIdParams,
  ZCountry,
  ZCountryBody,
  ZCountryParams,
  ZKeyword,
  ZKeywordBody,
  ZOpsCatalogue,
  ZWebsite,
  ZWebsiteBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ErrorStatus } from '../../lib/error-responses.ts';
import { authenticatedRoutes } from '../../plugins/authenticated-routes.ts';
import type { Principal } from '../identity/principal.ts';
import type { CatalogueService } from './catalogue.service.ts';

const errors: ErrorStatus[] = [404, 409, 422];

/** The catalogues for operators: every entry, inactive ones too, and their changes. */
export async function opsCatalogueRoutes(
  app: FastifyInstance,
  { catalogue }: { catalogue: CatalogueService },
) {
  const ops = authenticatedRoutes(app, { tags: ['ops'], errors });

  ops.get(
    '/api/ops/catalogue',
    {
      operationId: 'getOpsCatalogue',
      summary:
        'Every catalogue entry (ad sizes, categories, countries, keywords, websites), inactive ones too',
      response: { 200: ZOpsCatalogue },
    },
    async (principal) => catalogue.forOps(principal),
  );

  /** POST /api/ops/{name} creates, PUT /api/ops/{name}/{id} changes one entry of a catalogue. */
  function crud(
    name: string,
    idParam: string,
    schemas: { body: z.ZodType; answer: z.ZodType; params: z.ZodType },
    save: (principal: Principal, body: never, id?: string) => Promise<unknown>,
  ) {
    const entity = name.replace(/-/g, ' ');
    // Bodies are validated by the zod schemas (the app's validator compiler) before these handlers run.
    ops.post(
      `/api/ops/${name}`,
      {
        operationId: `create-${name}`,
        summary: `Add to the ${entity} catalogue`,
        body: schemas.body,
        response: { 201: schemas.answer },
      },
      async (principal, request, reply) => reply.code(201).send(await save(principal, request.body as never)),
    );
    ops.put(
      `/api/ops/${name}/:${idParam}`,
      {
        operationId: `update-${name}`,
        summary: `Change an entry of the ${entity} catalogue (status inactive hides it from advertisers)`,
        params: schemas.params,
        body: schemas.body,
        response: { 200: schemas.answer },
      },
      async (principal, request) =>
        save(principal, request.body as never, (request.params as Record<string, string>)[idParam]),
    );
  }

  const byId = ZCatalogueIdParams;
  crud('ad-sizes', 'id', { body: ZAdSizeBody, answer: ZAdSize, params: byId }, (p, b: AdSizeBody, id) =>
    catalogue.saveAdSize(p, b, id),
  );
  crud(
    'ad-categories',
    'id',
    { body: ZAdCategoryBody, answer: ZAdCategory, params: byId },
    (p, b: AdCategoryBody, id) => catalogue.saveCategory(p, b, id),
  );
  crud(
    'countries',
    'code',
    { body: ZCountryBody, answer: ZCountry, params: ZCountryParams },
    (p, b: CountryBody, code) => catalogue.saveCountry(p, b, code),
  );
  crud('keywords', 'id', { body: ZKeywordBody, answer: ZKeyword, params: byId }, (p, b: KeywordBody, id) =>
    catalogue.saveKeyword(p, b, id),
  );
  crud('websites', 'id', { body: ZWebsiteBody, answer: ZWebsite, params: byId }, (p, b: WebsiteBody, id) =>
    catalogue.saveWebsite(p, b, id),
  );
}
