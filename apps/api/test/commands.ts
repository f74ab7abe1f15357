// Running the project's commands as a person runs them: from the repository root, in a shell whose database
// and data folder are the test's, not the test runner's.
import { type ChildProcess, spawn } from 'node:child_process';
import { REPOSITORY_ROOT } from '../src/cli/backup-target.ts';

export interface CommandOutput {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The runner's environment without its database, data folder, npm start folder or NODE_ENV, plus `env`. */
export function shellEnv(env: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, INIT_CWD: _cwd, NODE_ENV: _node, ...inherited } = process.env;
  return { ...inherited, ...env };
}

/** Everything a child process printed, and its exit code, once it has closed. */
export function outputOf(child: ChildProcess): Promise<CommandOutput> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run --silent <script> -- <args>` at the repository root. */
export function npmRun(script: string, args: string[], env: Record<string, string>): Promise<CommandOutput> {
  return outputOf(
    spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: REPOSITORY_ROOT, env: shellEnv(env) }),
  );
}
