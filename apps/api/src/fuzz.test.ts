import { ADVERTISER_AREAS, PLATFORM_AREAS } from '@adportal/permissions';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, type OpenApiDocument, type Operation } from '../test/fuzz/openapi.ts';
import { contextOfPath } from '../test/fuzz/pools.ts';
import { Random, seedFromEnv } from '../test/fuzz/random.ts';
import { FuzzReport } from '../test/fuzz/report.ts';
import {
  buildRequest,
  CALLER_KINDS,
  type CallerKind,
  type FuzzRequest,
  type RequestContext,
} from '../test/fuzz/requests.ts';
import { sweepRequests } from '../test/fuzz/sweep.ts';
import { FuzzWorld } from '../test/fuzz/world.ts';
import { databaseKinds, openTestDatabase, TestClient, testConfig } from '../test/helper.ts';
import { SANDBOX_KEYS, startPaymentFakes } from '../test/payment-fakes.ts';
import { buildApp } from './app.ts';
import { signIpn } from './integrations/nowpayments/ipn-signature.ts';
import { type SandboxBotApi, startSandboxBotApi } from './integrations/telegram/sandbox-bot-api.ts';
import { DEFAULT_ROUTE_LIMITS, type RouteLimitRules } from './lib/route-limits.ts';

/**
 * Contract-driven fuzzing: every operation of the app's own OpenAPI description (read at run time, so routes
 * added later are covered) gets bad and edge inputs generated from its schema — path parameters, query
 * parameters, JSON bodies, content types and headers — sent as each kind of caller. Nothing may answer 5xx.
 *
 * How: test/fuzz/openapi.ts lists the operations; values.ts builds valid values from each schema (enums,
 * formats, patterns, bounds, real ids from pools.ts) and one-field mutations of them; requests.ts turns an
 * operation and a kind of caller into a request (path, query, body, content type, headers); world.ts makes the
 * rows and the four signed-in callers and restores a caller a request broke; report.ts groups the 5xx answers
 * (and requests left unanswered) by operation, kind of input and the cause the error log gives.
 *
 * Where each part runs. On every database: the priming, and the sweep (sweep.ts) of every operation — one
 * request per field and parameter with each edge value (NUL, a lone surrogate, extreme numbers and dates, the
 * bounds, a cut-off multipart body). On one database: the ~3,000 seeded random mutations — PostgreSQL when the
 * run has one (the production database), PGlite otherwise. Why that loses nothing: the random mutations search
 * the input space of the contracts, the routes and the services, which are the same code whichever database
 * is underneath; what differs between the two databases is how a value reaches the database and comes back (the
 * driver's encoding of text, NUL and lone surrogates, numeric and date ranges, the error a constraint raises),
 * and those are the values the sweep sends, on both. Run on the second database, the same seeded mutations
 * sent the same kinds of values to the same code again. A random find that the sweep lacks the class of goes
 * into the sweep, so it runs on both. FUZZ_RANDOM_EVERYWHERE=1 runs the mutations on every database.
 *
 * FUZZ_SEED replays a run (the seed is printed; a fresh one each local run, a fixed one under CI=true so a landing
 * is never decided by chance — a defect a local run finds becomes a fixed-seed case); FUZZ_REQUESTS scales it
 * (default 3000); FUZZ_DEBUG=1 also lists the operations no request got past validation;
 * FUZZ_TRACE=<regular expression> prints each request to the matching operations ("POST /api/deposits$").
 */
const CI_SEED = '20261123';
const SEED = seedFromEnv(process.env.FUZZ_SEED ?? (process.env.CI ? CI_SEED : undefined));
const REQUESTS = Number(process.env.FUZZ_REQUESTS) || 3_000;
/** The databases the random mutations run on (see above): the last of the run's, PostgreSQL when it has one. */
const RANDOM_ON = process.env.FUZZ_RANDOM_EVERYWHERE ? databaseKinds() : databaseKinds().slice(-1);
/** FUZZ_TRACE=<regular expression>: print every request to the operations it matches, and its status. */
const TRACE = process.env.FUZZ_TRACE ? new RegExp(process.env.FUZZ_TRACE) : undefined;
/**
 * A request still unanswered after this long is reported (a hang is a failure too) and the run goes on. Ten
 * times the slowest answer seen on a machine at load 27 (2.9 s), so load alone does not trip it.
 */
const ANSWER_TIMEOUT_MS = 30_000;
/** The app receives the sandbox bot's updates by webhook, so its route is fuzzed past the secret too. */
const WEBHOOK_SECRET = 'fuzz-webhook-secret_0123456789';

const fakes = await startPaymentFakes();
afterAll(() => fakes.close());

/** Error-level log entries by request id: the cause of each 5xx, shown in the report. */
const errorLogs = new Map<string, string[]>();
const logStream = {
  write(line: string) {
    try {
      const entry = JSON.parse(line) as {
        level: number;
        reqId?: string;
        msg?: string;
        err?: { message?: string; type?: string; stack?: string };
      };
      if (entry.level < 50) return;
      const message = [entry.msg, entry.err?.type, entry.err?.message].filter(Boolean).join(': ');
      const key = entry.reqId ?? '(no request)';
      errorLogs.set(key, [...(errorLogs.get(key) ?? []), message]);
    } catch {
      // not JSON: ignore
    }
  },
};

const GENEROUS = { points: 1_000_000, windowSeconds: 60 };
const AUTH_LIMITS = {
  loginPerIp: GENEROUS,
  loginFailuresPerEmail: GENEROUS,
  registerPerIp: GENEROUS,
  registerPerEmail: GENEROUS,
  resendPerIp: GENEROUS,
  resendPerEmail: GENEROUS,
  confirmRefusalsPerIp: GENEROUS,
};
const ROUTE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_ROUTE_LIMITS).map(([name, rules]) => [
    name,
    rules.map((rule) => ({ ...rule, ...GENEROUS })),
  ]),
) as RouteLimitRules;

/** Valid starting bodies where the schema is free-form: the provider's callback (signed, see below). */
function examplesFor(world: FuzzWorld, random: Random): Record<string, () => Record<string, unknown>> {
  return {
    'POST /api/payments/nowpayments/ipn': () => {
      const deposit = world.cryptoDeposit!;
      const amount = Number(deposit.amount);
      return {
        payment_id: random.chance(0.8) ? Number(deposit.providerPaymentId) : random.int(1, 1e9),
        parent_payment_id: null,
        payment_status: random.pick([
          'waiting',
          'confirming',
          'confirmed',
          'finished',
          'partially_paid',
          'failed',
          'expired',
          'refunded',
        ]),
        pay_address: deposit.payAddress,
        price_amount: amount,
        price_currency: 'usd',
        pay_amount: amount,
        actually_paid: random.pick([amount, 0, amount / 2, amount * 2]),
        pay_currency: 'usdttrc20',
        order_id: deposit.reference,
        order_description: 'fuzz',
        outcome_amount: amount,
        outcome_currency: 'usdttrc20',
      };
    },
  };
}

for (const kind of databaseKinds()) {
  describe(`contract fuzz [${kind}]`, () => {
    let client: TestClient | undefined;
    let telegramBot: SandboxBotApi | undefined;
    let world: FuzzWorld;

    beforeAll(async () => {
      errorLogs.clear();
      const database = await openTestDatabase(kind);
      telegramBot = await startSandboxBotApi({
        token: '123456:fuzz-bot-token',
        username: 'adportal_fuzz_bot',
      });
      const app = await buildApp({
        config: {
          ...testConfig({
            ...fakes.env,
            TELEGRAM_WEBHOOK_URL: 'https://portal.example.com/api/telegram/webhook',
            TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
          }),
          paymentSandbox: true,
        },
        telegramSandbox: telegramBot,
        database,
        authLimits: AUTH_LIMITS,
        routeLimits: ROUTE_LIMITS,
        logger: { level: 'error', stream: logStream },
      });
      await app.ready();
      // The sandbox provider sends its callbacks (after simulated payments) over real HTTP.
      await app.listen({ host: '127.0.0.1', port: fakes.appPort });
      client = new TestClient(app, database);
      world = new FuzzWorld(client);
      await world.setUp(SEED.toString(16).padStart(8, '0').slice(-6));
    });

    afterAll(async () => {
      await client?.close();
      await telegramBot?.close();
    });

    const mutates = RANDOM_ON.includes(kind);
    const title = mutates
      ? 'answers bad and edge inputs to every operation without a 5xx (sweep and random mutations)'
      : `answers the edge inputs of every operation without a 5xx (sweep; mutations on ${RANDOM_ON.join(', ')})`;
    it(title, { timeout: 900_000 }, async () => {
      const c = client!;
      const started = performance.now();
      const spec = (await c.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
      const operations = listOperations(spec);
      expect(operations.length).toBeGreaterThan(0);

      const random = new Random(SEED);
      const pools = world.pools;
      const report = new FuzzReport(kind, SEED, errorLogs);
      const ctx: RequestContext = {
        document: spec,
        random,
        pools,
        mapKeys: [...ADVERTISER_AREAS, ...PLATFORM_AREAS, 'fuzz'],
        unmatchedPatterns: new Set(),
        coverage: new Map(),
        png: world.png,
      };
      // Known-valid starting points for one-field mutations: the bodies set-up sent, then every body a fuzzed
      // request got a 2xx with (so refinements the JSON schema cannot express are learnt, not guessed).
      const special = examplesFor(world, random);
      const learnt = new Map<string, Record<string, unknown>[]>();
      const learn = (operation: Operation, body: unknown) => {
        // Only a declared body is a starting point: a route that takes none ignores whatever it is sent.
        if (!operation.body || !body || typeof body !== 'object' || Array.isArray(body)) return;
        // Nor a deeply nested one (a route that keeps any JSON, as Telegram's webhook answers every update 200):
        // mutated again it nests deeper, until copying it overflows the stack (FUZZ_SEED=4204659029 did).
        if (nestedDeeperThan(body, 32)) return;
        const bodies = learnt.get(operation.key) ?? [];
        if (bodies.length < 12) bodies.push(body as Record<string, unknown>);
        learnt.set(operation.key, bodies);
      };
      for (const operation of operations) {
        const template = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        for (const example of world.examples)
          if (example.method === operation.method && template.test(example.path))
            learn(operation, example.body);
      }
      const exampleFor = (operation: Operation) =>
        special[operation.key] ??
        (() => {
          const bodies = learnt.get(operation.key);
          return bodies?.length ? structuredClone(random.pick(bodies)) : undefined;
        });

      const send = async (operation: Operation, request: FuzzRequest) => {
        const headers: Record<string, string> = { ...request.headers };
        // Telegram's webhook answers only its secret: sent by every signed-in kind of caller (whose token the
        // route ignores), so the fuzzed updates reach the handler; the anonymous caller sends none (401).
        if (operation.key === 'POST /api/telegram/webhook' && request.caller !== 'none')
          headers['x-telegram-bot-api-secret-token'] ??= WEBHOOK_SECRET;
        if (request.authorization) headers.authorization = request.authorization;
        else if (request.caller !== 'none') headers.authorization = `Bearer ${world.token(request.caller)}`;
        const begun = performance.now();
        let response: LightMyRequestResponse | undefined;
        let thrown: unknown;
        let timer: NodeJS.Timeout | undefined;
        try {
          response = await Promise.race([
            c.app.inject({
              method: request.method,
              url: request.url,
              headers,
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            }),
            new Promise<never>((_, reject) => {
              timer = setTimeout(
                () => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)),
                ANSWER_TIMEOUT_MS,
              );
            }),
          ]);
        } catch (error) {
          thrown = error;
        } finally {
          clearTimeout(timer);
        }
        report.record(operation, request, response, thrown, performance.now() - begun);
        if (TRACE?.test(operation.key)) {
          const sent = typeof request.payload === 'string' ? request.payload.slice(0, 160) : '';
          console.info(
            `${response?.statusCode ?? 'thrown'} ${request.kind} ${request.caller} ${request.method} ${request.url.slice(0, 160)} ${sent}`,
          );
        }
        if (
          response &&
          response.statusCode < 300 &&
          request.method !== 'GET' &&
          typeof request.payload === 'string'
        ) {
          try {
            learn(operation, JSON.parse(request.payload));
          } catch {
            // not JSON
          }
        }
        if (response && response.statusCode < 300 && request.caller !== 'none') {
          const type = String(response.headers['content-type'] ?? '');
          if (type.includes('json') && response.body.length < 500_000) {
            try {
              pools.harvest(JSON.parse(response.body), contextOfPath(operation.path));
            } catch {
              // not JSON after all
            }
          }
        }
        return response;
      };

      // Prime the pools with what each kind of caller can list: the real ids path parameters point at.
      for (const pass of [0, 1]) {
        for (const operation of operations) {
          if (operation.method !== 'GET' || operation.queryParams.some((p) => p.required)) continue;
          if (operation.pathParams.length > 0 !== (pass === 1)) continue;
          for (const caller of ['full', 'operator', 'otherAdvertiser'] as const) {
            const request = buildRequest(ctx, operation, caller);
            await send(operation, {
              ...request,
              kind: 'prime',
              url: request.url.split('?')[0]!,
              headers: {},
              authorization: undefined,
            });
          }
        }
      }

      // The budget is shared by input surface: an operation with more parameters and fields gets more requests.
      const surface = (operation: Operation) =>
        1 +
        operation.pathParams.length +
        operation.queryParams.length +
        Object.keys(operation.body?.properties ?? {}).length;
      const totalSurface = operations.reduce((sum, operation) => sum + surface(operation), 0);
      const budgetOf = (operation: Operation) =>
        mutates ? Math.max(10, Math.round((REQUESTS * surface(operation)) / totalSurface)) : 0;
      for (const operation of operations) {
        ctx.example = exampleFor(operation);
        // Every kind of caller in turn at first; then mostly those the operation lets past authorization, so
        // an operators-only route is not fuzzed four times in five by callers it refuses at the door.
        const admitted = new Map<CallerKind, number>();
        const budget = budgetOf(operation);
        // First the sweep, as the first of these callers the operation admits (its unchanged request neither
        // refused at the door nor by the role; failing validation leaves it open, tried if no other is admitted).
        let sweep: ReturnType<typeof sweepRequests> | undefined;
        let fallback: typeof sweep;
        for (const caller of ['full', 'operator', 'none'] as const) {
          const candidate = sweepRequests(ctx, operation, caller);
          const probe = await send(operation, candidate.probe);
          if (!probe || probe.statusCode === 401 || probe.statusCode === 403) continue;
          if (probe.statusCode === 422 && probe.json().code === 'VALIDATION_FAILED') {
            fallback ??= candidate;
            continue;
          }
          sweep = candidate;
          break;
        }
        for (const request of (sweep ?? fallback)?.requests ?? []) {
          const response = await send(operation, request);
          if (response?.statusCode === 401 && request.caller !== 'none') await world.ensureCallers();
        }
        await world.ensureCallers();
        for (let i = 0; i < budget; i++) {
          const caller: CallerKind =
            i < 2 * CALLER_KINDS.length
              ? CALLER_KINDS[i % CALLER_KINDS.length]!
              : random.weighted(CALLER_KINDS.map((kind) => [kind, admitted.get(kind) ? 4 : 1] as const));
          const request = buildRequest(ctx, operation, caller);
          if (operation.key === 'POST /api/payments/nowpayments/ipn' && random.chance(0.8)) {
            // Signed with the provider's secret, so the fuzzed callback reaches the deposits service.
            try {
              const parsed = JSON.parse(String(request.payload ?? ''));
              request.headers['x-nowpayments-sig'] = signIpn(parsed, SANDBOX_KEYS.ipnSecret);
            } catch {
              // unparseable on purpose: sent unsigned
            }
          }
          const response = await send(operation, request);
          if (response && response.statusCode !== 401 && response.statusCode !== 403)
            admitted.set(caller, (admitted.get(caller) ?? 0) + 1);
          // A signed-in caller refused as anonymous was broken by an earlier request (logout, revoked session).
          if (response?.statusCode === 401 && request.caller !== 'none' && !request.authorization)
            await world.ensureCallers();
        }
        await world.ensureCallers();
      }

      const seconds = (performance.now() - started) / 1000;
      console.info(
        report.summary({
          seconds,
          operations: operations.length,
          budgets: operations.map(budgetOf),
          restoredCallers: world.restored,
          pools: pools.summary(),
          unmatchedPatterns: [...ctx.unmatchedPatterns],
        }),
      );
      if (process.env.FUZZ_DEBUG)
        console.info(['never past validation/authorization:', ...report.depth(operations)].join('\n'));
      const failures = report.failures();
      if (failures) expect.fail(failures);
    });
  });
}

/** Whether a parsed JSON value nests objects or arrays more than `limit` deep (walked without recursion). */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
