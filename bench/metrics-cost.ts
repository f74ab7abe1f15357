// What the request timing of /metrics costs per request (issue 28, item 4): the same bare Fastify route in two
// processes, one without and one with the API's `onResponse` hook (bench/metrics-cost-server.ts), measured
// alternately in one run (A B A B …) so the machine's load falls on both alike. Prints req/s, p99 and the
// server's CPU per request (µs, from /proc: it moves far less with other work than req/s), the ratio and the
// load; JSON in bench/results/. `npm run bench:metrics-cost -w @adportal/bench -- --duration 10 --rounds 3`.
import {
  benchMain,
  cannon,
  type LoadFigure,
  onCleanUp,
  spawnApi,
  summarise,
  withServerCpu,
  writeResults,
} from './delivery-bench.ts';
import {
  freePort,
  loadText,
  machineLoad,
  numberOption,
  type RunningServer,
  round,
  stopServer,
  waitForHealth,
} from './harness.ts';

const DURATION_S = numberOption('duration', 'MC_DURATION_S', 8);
const ROUNDS = Math.round(numberOption('rounds', 'MC_ROUNDS', 3));
const CONNECTIONS = 10;

async function serverWith(metrics: boolean): Promise<RunningServer> {
  const server = spawnApi(await freePort(), { METRICS: String(metrics) }, [], {
    script: 'bench/metrics-cost-server.ts',
  });
  onCleanUp(() => stopServer(server, 'SIGKILL'));
  await waitForHealth(server, 60_000);
  return server;
}

async function measure(name: string, server: RunningServer): Promise<LoadFigure> {
  // Ids change per request, as a real route's do (autocannon's requests rotate through them).
  const requests = Array.from({ length: 50 }, (_, n) => ({
    method: 'GET' as const,
    path: `/api/items/${n}`,
  }));
  await cannon({ url: server.base, connections: CONNECTIONS, duration: 2, requests }).done;
  return withServerCpu(server.pid, async () =>
    summarise(
      name,
      await cannon({ url: server.base, connections: CONNECTIONS, duration: DURATION_S, requests }).done,
    ),
  );
}

const sum = (figures: LoadFigure[], key: 'requests' | 'seconds') =>
  figures.reduce((total, figure) => total + figure[key], 0);
const cpu = (figures: LoadFigure[]) =>
  Math.round(
    figures.reduce((total, figure) => total + (figure.serverCpuUsPerRequest ?? 0) * figure.requests, 0) /
      sum(figures, 'requests'),
  );

await benchMain(async () => {
  console.info(
    `bench:metrics-cost — GET /api/items/:id, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s each; ${loadText(machineLoad())}`,
  );
  const bare = await serverWith(false);
  const timed = await serverWith(true);
  const figures: { bare: LoadFigure[]; timed: LoadFigure[] } = { bare: [], timed: [] };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [kind, server] of [
      ['bare', bare],
      ['timed', timed],
    ] as const) {
      const figure = await measure(`${kind} ${round}`, server);
      figures[kind].push(figure);
      console.info(
        `  ${figure.name}: ${figure.requestsPerSecond} req/s, p99 ${figure.p99Ms} ms, ${figure.serverCpuUsPerRequest} µs CPU/req; ${loadText(figure.load)}`,
      );
    }
  }
  const scraped = await (await fetch(`${timed.base}/metrics`)).text();
  const labelled =
    /adportal_http_request_duration_seconds_count\{[^}]*route="\/api\/items\/:id"[^}]*\} (\d+)/.exec(scraped);
  const rate = (list: LoadFigure[]) => Math.round(sum(list, 'requests') / sum(list, 'seconds'));
  const summary = {
    bareRequestsPerSecond: rate(figures.bare),
    timedRequestsPerSecond: rate(figures.timed),
    ratio: round(rate(figures.timed) / rate(figures.bare), 3),
    bareCpuUsPerRequest: cpu(figures.bare),
    timedCpuUsPerRequest: cpu(figures.timed),
    addedCpuUsPerRequest: cpu(figures.timed) - cpu(figures.bare),
    timedRequestsCounted: Number(labelled?.[1] ?? 0),
    load: machineLoad(),
  };
  console.info(
    `  → bare ${summary.bareRequestsPerSecond} req/s, ${summary.bareCpuUsPerRequest} µs CPU/req; with request timing ` +
      `${summary.timedRequestsPerSecond} req/s (ratio ${summary.ratio}), ${summary.timedCpuUsPerRequest} µs CPU/req ` +
      `(${summary.addedCpuUsPerRequest >= 0 ? '+' : ''}${summary.addedCpuUsPerRequest} µs); ` +
      `${summary.timedRequestsCounted} requests counted under one route label; ${loadText(summary.load)}`,
  );
  console.info(`  results: ${writeResults('metrics-cost', { summary, figures })}`);
  await stopServer(bare);
  await stopServer(timed);
  return summary.timedRequestsCounted > 0;
});
