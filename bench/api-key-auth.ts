// `npm run bench:api-key-auth [-- --duration S --rounds N --route /api/messages/counts]`: what authenticating by a
// personal API key costs per request against a signed-in session's bearer token, on the same route of the same
// server in one run. The real server (the bundle, as `npm start` runs it) on a throw-away PostgreSQL database with
// the demo seeded; the demo user signs in (a session, answered from the session cache: ADR 27) and creates a
// read-only key for itself (looked up in the database on every request, counted by the rate limiter, last use
// written at most once a minute: ADR 31). The bare route (bench/bare-server.ts) is measured in the same run as the
// floor. Rounds alternate bare, session, key (then key before session) so the machine's other load falls on all
// alike; per caller the median server CPU per request (µs, from /proc), req/s and p99 are printed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchMain,
  type LoadFigure,
  measureLoad,
  onCleanUp,
  startBare,
  writeResults,
} from './delivery-bench.ts';
import {
  benchServerEnv,
  Client,
  freePort,
  loadText,
  machineLoad,
  median,
  numberOption,
  option,
  prepareServer,
  round,
  startServer,
  stopServer,
  throwawayDatabase,
  waitForHealth,
} from './harness.ts';

const DURATION_S = numberOption('duration', 'KEY_AUTH_DURATION_S', 8);
const ROUNDS = Math.round(numberOption('rounds', 'KEY_AUTH_ROUNDS', 3));
const CONNECTIONS = Math.round(numberOption('connections', 'KEY_AUTH_CONNECTIONS', 10));
/** A light route both callers reach (the Message area): one count query, so authentication is a large share. */
const ROUTE = option('route', 'KEY_AUTH_ROUTE', '/api/messages/counts');
const DEMO = { email: 'demo@adportal.test', password: 'Demo@12345' };

await benchMain(async () => {
  await prepareServer();
  const database = await throwawayDatabase('adportal_key_auth');
  onCleanUp(() => database.drop());
  const dataDir = mkdtempSync(join(tmpdir(), 'adportal-key-auth-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = startServer(await freePort(), {
    ...benchServerEnv({ url: database.url, dataDir }),
    // The per-key limit (600 a minute) would answer 429 within a second of load: the cost measured is the lookup.
    API_KEY_REQUESTS_PER_MINUTE: '1000000000',
  });
  onCleanUp(() => stopServer(server, 'SIGKILL'));
  await waitForHealth(server);
  const bare = await startBare();

  const client = new Client(server.base);
  const login = await client.signIn(DEMO.email, DEMO.password);
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const created = await client.post<{ secret: string }>('/api/api-keys', {
    name: 'Bench',
    scope: 'read_only',
    areas: ['Message'],
    expires_on: null,
  });
  if (created.status !== 201) throw new Error(`creating the key answered ${created.status}`);
  const callers = {
    session: `Bearer ${client.accessToken}`,
    'API key': `Bearer ${created.body.secret}`,
  };
  for (const [name, authorization] of Object.entries(callers)) {
    const answer = await fetch(`${server.base}${ROUTE}`, { headers: { authorization } });
    if (answer.status !== 200) throw new Error(`${name}: ${ROUTE} answered ${answer.status}`);
  }

  const seconds = { warmupS: 2, durationS: DURATION_S };
  const runs: Record<string, LoadFigure[]> = { bare: [], session: [], 'API key': [] };
  for (let index = 1; index <= ROUNDS; index += 1) {
    runs.bare!.push(
      await measureLoad(`bare #${index}`, bare.pid, { url: bare.url, connections: CONNECTIONS }, seconds),
    );
    const order = index % 2 === 1 ? (['session', 'API key'] as const) : (['API key', 'session'] as const);
    for (const name of order) {
      const options = {
        url: `${server.base}${ROUTE}`,
        connections: CONNECTIONS,
        headers: { authorization: callers[name] },
      };
      runs[name]!.push(await measureLoad(`${name} ${ROUTE} #${index}`, server.pid, options, seconds));
    }
  }

  const summary = Object.fromEntries(
    Object.entries(runs).map(([name, figures]) => [
      name,
      {
        cpuUs: median(figures.map((figure) => figure.serverCpuUsPerRequest ?? 0)),
        requestsPerSecond: median(figures.map((figure) => figure.requestsPerSecond)),
        p99Ms: median(figures.map((figure) => figure.p99Ms)),
        non2xx: figures.reduce(
          (sum, figure) =>
            sum +
            Object.entries(figure.statuses)
              .filter(([code]) => !code.startsWith('2'))
              .reduce((count, [, n]) => count + n, 0),
          0,
        ),
      },
    ]),
  );
  const session = summary.session!;
  const key = summary['API key']!;
  const bareFigures = summary.bare!;
  console.info(
    `\n${ROUTE}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s; ${loadText(machineLoad())}`,
  );
  console.table(
    Object.entries(summary).map(([name, figures]) => ({
      caller: name,
      'server CPU µs/req (median)': figures.cpuUs,
      'req/s (median)': figures.requestsPerSecond,
      'ratio to bare': round(figures.requestsPerSecond / bareFigures.requestsPerSecond, 3),
      'p99 ms': figures.p99Ms,
      'non-2xx': figures.non2xx,
    })),
  );
  const overheadUs = key.cpuUs - session.cpuUs;
  console.info(
    `API key against session: +${overheadUs} µs of server CPU a request (${round(key.cpuUs / session.cpuUs, 2)}×), ` +
      `req/s ${round(key.requestsPerSecond / session.requestsPerSecond, 3)}× the session's`,
  );
  const file = writeResults('api-key-auth', {
    route: ROUTE,
    connections: CONNECTIONS,
    runs,
    summary,
    overheadUs,
  });
  console.info(`results: ${file}`);
  return session.non2xx === 0 && key.non2xx === 0;
});
