import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeOperations, describeRoute, type OpenApiObject } from '../lib/openapi-description.ts';
import { docsCsp } from './security.ts';

/**
 * The OpenAPI description is generated from the routes' zod contracts: it cannot drift from the code. Registered
 * at the root, before the portal's and the ad server's contexts, so it sees the routes of both. OpenAPI 3.1
 * (JSON Schema 2020-12: `null` is a type, no `nullable`). What every route shares — its security (`[]` when
 * public), the headers of authenticated, API-key and 429 answers, `X-Remember-Token`, multipart bodies,
 * response headers — is added in lib/openapi-description.ts, so a new route gets it by being declared.
 * `npm run check:openapi` lints the result with Redocly (redocly.yaml); the API tests validate every answer
 * they receive against it (test/openapi-contract.ts).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AdPortal advertiser API',
        version: '1.0.0',
        description:
          'JSON API of the advertiser portal (docs/api.md). Authenticate with `Authorization: Bearer <access token>` ' +
          '(a session: POST /api/auth/login) or `Authorization: Bearer adp_…` (a personal API key); nothing rides ' +
          'on cookies, so no CSRF token is needed. With ' +
          '`X-Remember-Token` an expired access token is renewed and returned in the `X-Access-Token` header.',
      },
      servers: [
        { url: '/', description: 'The portal that serves this description (API and ad server alike)' },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: "A signed-in session's access token (POST /api/auth/login).",
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'adp_…',
            description:
              'A personal API key (`adp_` + 49 characters), created at /setting/api-keys: `Authorization: Bearer adp_…`. ' +
              "It acts as its user within the key's areas and scope; 600 requests a minute per key (RateLimit-* headers).",
          },
        },
      },
    },
    transform: (route) => describeRoute(jsonSchemaTransform(route), route.schema),
    transformObject: (document) => describeOperations(jsonSchemaTransformObject(document) as OpenApiObject),
  });
});

/** The description at /api/openapi.json and its docs page, inside the portal (the page needs helmet's CSP). */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: 'AdPortal API reference' },
    uiConfig: {
      // No top bar: its "Explore" box loads any address's description into a page that sends this origin's key,
      // and its Swagger logo is an SVG with an inline style the page's policy refuses.
      layout: 'BaseLayout',
      // "Try it out" sends requests to this origin (the policy's default-src 'self'); the key typed in "Authorize"
      // stays in the page's memory, never in its storage.
      persistAuthorization: false,
      validatorUrl: null,
      displayRequestDuration: true,
    },
    // The docs page carries its own policy, with the hashes of swagger-ui's inline code, in place of the API's.
    transformStaticCSP: () => docsCsp(app.swaggerCSP),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
