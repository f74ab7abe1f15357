import {
  type AdCategoryBody,
  type AdSizeBody,
  type CountryBody,
  type KeywordBody,
  type WebsiteBody,
  ZAdCatalogue,
  ZAdCategory,
  ZAdCategoryBody,
  ZAdSize,
  ZAdSizeBody,
  ZCatalogueIdParams,
  ZCountry,
  ZCountryBody,
  ZCountryParams,
  ZErrorResponse,
  ZKeyword,
  ZKeywordBody,
  ZOpsCatalogue,
  ZWebsite,
  ZWebsiteBody,
} from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { principalOf } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import type { Principal } from '../auth/principal.ts';

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const security = [{ bearer: [] }];

export async function catalogueRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const catalogue = services.catalogue;

  api.get(
    '/api/ad-catalogue',
    {
      ...auth,
      schema: {
        operationId: 'getAdCatalogue',
        tags: ['advertisements'],
        summary: 'The active ad sizes, categories and countries an ad can use',
        security,
        response: { 200: ZAdCatalogue, ...errors },
      },
    },
    async (request) => catalogue.forAds(principalOf(request)),
  );

  api.get(
    '/api/ops/catalogue',
    {
      ...auth,
      schema: {
        operationId: 'getOpsCatalogue',
        tags: ['ops'],
        summary:
          'Every catalogue entry (ad sizes, categories, countries, keywords, websites), inactive ones too',
        security,
        response: { 200: ZOpsCatalogue, ...errors },
      },
    },
    async (request) => catalogue.forOps(principalOf(request)),
  );

  /** POST /api/ops/{name} creates, PUT /api/ops/{name}/{id} changes one entry of a catalogue. */
  function crud(
    name: string,
    idParam: string,
    schemas: { body: z.ZodType; answer: z.ZodType; params: z.ZodType },
    save: (principal: Principal, body: never, id?: string) => Promise<unknown>,
  ) {
    const entity = name.replace(/-/g, ' ');
    const response = { ...errors };
    // Bodies are validated by the zod schemas (the app's validator compiler) before these handlers run.
    app.post(
      `/api/ops/${name}`,
      {
        ...auth,
        schema: {
          operationId: `create-${name}`,
          tags: ['ops'],
          summary: `Add to the ${entity} catalogue`,
          security,
          body: schemas.body,
          response: { 201: schemas.answer, ...response },
        },
      },
      async (request, reply) => reply.code(201).send(await save(principalOf(request), request.body as never)),
    );
    app.put(
      `/api/ops/${name}/:${idParam}`,
      {
        ...auth,
        schema: {
          operationId: `update-${name}`,
          tags: ['ops'],
          summary: `Change an entry of the ${entity} catalogue (status inactive hides it from advertisers)`,
          security,
          params: schemas.params,
          body: schemas.body,
          response: { 200: schemas.answer, ...response },
        },
      },
      async (request) =>
        save(
          principalOf(request),
          request.body as never,
          (request.params as Record<string, string>)[idParam],
        ),
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
