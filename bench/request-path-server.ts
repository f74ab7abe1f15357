// The ladder of bench/request-path.ts: GET /api/health (one `select 1`) on a Fastify server built from the API's
// own pieces, one layer more at each STEP, so the difference between two steps is what that layer costs. The
// last step is the app's whole plugin stack; the real API (buildApp, every route) is measured beside it.
//
//   STEP=0  bare Fastify, a static answer (no database)         STEP=5  + pino logger (loggerOptions, LOG_LEVEL)
//   STEP=1  + pg Pool `select 1` (max 10, as the API's pool)    STEP=6  + securityPlugin (@fastify/helmet, onSend)
//   STEP=2  + drizzle `db.execute(sql\`select 1\`)` (ping)       STEP=7  + cookie plugin
//   STEP=3  + zod validator / serializer, response schema       STEP=8  + errors, auth and openapi plugins
//   STEP=4  + genReqId (randomUUID), X-Request-Id onSend,
//           requestTimeout and connection checks
//
// HELMET_ONCE=true replaces @fastify/helmet (which builds helmet's middleware again on every request) with the
// middleware built once (/tmp/bench-proposals: the security plugin's proposal).
import { randomUUID } from 'node:crypto';
import { ZHealthResponse } from '@adportal/contracts';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import pg from 'pg';
import { loggerOptions } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { validatorCompiler } from '../apps/api/src/lib/validator-compiler.ts';
import { errorsPlugin } from '../apps/api/src/plugins/errors.ts';
import { openapiPlugin } from '../apps/api/src/plugins/openapi.ts';
import { securityPlugin } from '../apps/api/src/plugins/security.ts';

const STEP = Number(process.env.STEP ?? 0);
const HELMET_ONCE = process.env.HELMET_ONCE === 'true';
const url = process.env.DATABASE_URL;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const app = Fastify({
  logger: STEP >= 5 ? loggerOptions({ LOG_LEVEL: (process.env.LOG_LEVEL ?? 'warn') as 'warn' }) : false,
  ...(STEP >= 4
    ? {
        requestTimeout: 30_000,
        http: { headersTimeout: 10_000, connectionsCheckingInterval: 1000 },
        maxParamLength: 200,
        genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
          const incoming = request.headers['x-request-id'];
          return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        },
      }
    : {}),
});
if (STEP >= 3) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
if (STEP >= 4) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
if (STEP >= 6) {
  if (HELMET_ONCE) {
    const headers = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, done) =>
      headers(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  } else {
    await app.register(securityPlugin, { production: true });
  }
}
if (STEP >= 7) {
  await app.register(fastifyCookie, { secret: 'x'.repeat(48) });
}
if (STEP >= 8) {
  await app.register(errorsPlugin);
  app.decorate('authenticate', async () => {});
  await app.register(openapiPlugin);
}

const pool = STEP >= 1 && STEP < 2 ? new pg.Pool({ connectionString: url, max: 10 }) : undefined;
const database = STEP >= 2 ? await openDatabase({ url, poolMax: 10 }) : undefined;
const ping = async () => {
  if (database) return database.ping();
  if (pool) {
    await pool.query('select 1');
    return true;
  }
  return true;
};

if (STEP >= 3) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: ZHealthResponse, 503: ZHealthResponse } } },
      async (_request, reply) => {
        const up = await ping();
        return reply.code(up ? 200 : 503).send({
          status: up ? 'ok' : 'degraded',
          database: up ? 'ok' : 'down',
          uptime_s: Math.round(process.uptime()),
        });
      },
    );
} else {
  app.get('/api/health', async () => {
    const up = await ping();
    return {
      status: up ? 'ok' : 'degraded',
      database: up ? 'ok' : 'down',
      uptime_s: Math.round(process.uptime()),
    };
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool?.end())
    .then(() => database?.close())
    .then(() => process.exit(0));
});
