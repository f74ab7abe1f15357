// The server's start, step by step: one line per step with how long it took, printed whatever LOG_LEVEL (like
// the banner), so a slow start says where its time went. `npm run bench:kill-restart` reads these lines.

/**
 * `start-up: <step> <ms> ms (cpu <ms> ms)` — the one shape of a step's line, written here and read by the bench.
 * The CPU time (the process's, all threads) says what the step costs whatever else the machine is doing.
 */
export const START_STEP_LINE = /^start-up: (.+) (\d+) ms \(cpu (\d+) ms\)$/;

function startStepLine(step: string, ms: number, cpuMs: number): string {
  return `start-up: ${step} ${Math.round(ms)} ms (cpu ${Math.round(cpuMs)} ms)`;
}

function cpuMs(since?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** Times each step of a start and prints its line when it ends. */
export class StartSteps {
  constructor(private readonly print: (line: string) => void = console.info) {}

  /** The time from the process's start to now: loading the code (the bundle, or the sources
   * through tsx in development) before the first step. */
  loaded() {
    this.print(startStepLine('load code', process.uptime() * 1000, cpuMs()));
  }

  async run<T>(step: string, work: () => Promise<T> | T): Promise<T> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await work();
    this.print(startStepLine(step, performance.now() - started, cpuMs(cpu)));
    return result;
  }
}
