// The server as production runs it, for the tests that start it as child processes (main.test.ts,
// cluster/cluster.test.ts, cluster/three-processes-one-database.test.ts): its esbuild bundle run by plain node from
// the repository root, in a shell of the test's own (test/commands.ts). Each test file builds a bundle of its own
// beside apps/api/dist/main.js, which a running `npm start` may be using, and removes it at the end.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR, buildServer } from '../build-server.mjs';
import { REPOSITORY_ROOT } from '../src/cli/backup-target.ts';
import { type CommandOutput, outputOf, shellEnv } from './commands.ts';

/** One started server process (or a cluster's primary) and what it prints. */
export class ServerProcess {
  readonly output: Promise<CommandOutput>;
  private printed = '';
  private exited = false;

  constructor(readonly child: ChildProcess) {
    this.output = outputOf(child);
    child.stdout?.on('data', (chunk) => {
      this.printed += chunk;
    });
    child.on('exit', () => {
      this.exited = true;
    });
  }

  /** Everything it printed on stdout so far. */
  get stdout(): string {
    return this.printed;
  }

  get running(): boolean {
    return !this.exited && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** How many lines of stdout so far match `pattern` (a start-up step, a log line). */
  lines(pattern: RegExp): number {
    return this.printed.split('\n').filter((line) => pattern.test(line)).length;
  }

  /**
   * Waits until `seen(stdout)` holds: true then, false when the process ended first or `timeoutMs` passed (the
   * caller says which is a failure). Polls: no fixed sleep.
   */
  async waitFor(seen: (stdout: string) => boolean, timeoutMs = 180_000): Promise<boolean> {
    const started = Date.now();
    while (!seen(this.printed)) {
      if (!this.running || Date.now() - started > timeoutMs) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  }

  /** Waits until `count` processes (1, or a cluster's workers) printed that they listen. */
  listening(count = 1, timeoutMs?: number): Promise<boolean> {
    return this.waitFor((stdout) => (stdout.match(/^start-up: listen /gm)?.length ?? 0) >= count, timeoutMs);
  }

  kill(signal: NodeJS.Signals = 'SIGKILL'): void {
    if (this.running) this.child.kill(signal);
  }
}

/** The bundle of one test file, and every process started from it: `build()` in beforeAll, `dispose()` in afterAll. */
export class ServerBundle {
  readonly dir: string;
  private readonly started: ServerProcess[] = [];

  constructor(name: string) {
    this.dir = join(API_DIR, 'dist', `${name}-${process.pid}-${Date.now()}`);
  }

  async build(): Promise<void> {
    await buildServer({ outdir: this.dir });
  }

  /** `node <bundle>/main.js` from the repository root with the runner's environment (minus its database) and `env`. */
  start(env: Record<string, string | undefined>): ServerProcess {
    const server = new ServerProcess(
      spawn(process.execPath, [join(this.dir, 'main.js')], { cwd: REPOSITORY_ROOT, env: shellEnv(env) }),
    );
    this.started.push(server);
    return server;
  }

  /** Kills what still runs (a timed-out or failed test leaves nothing running) and removes the bundle. */
  async dispose(): Promise<void> {
    const running = this.started.filter((server) => server.running);
    for (const server of running) server.kill('SIGKILL');
    await Promise.all(running.map((server) => server.output.catch(() => undefined)));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
