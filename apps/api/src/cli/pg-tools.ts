// Running pg_dump and pg_restore (package postgresql-client) against DATABASE_URL.
import { execFileSync, spawn } from 'node:child_process';
import pg from 'pg';
import { CliError } from './backup-target.ts';

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * The tools get the URL without its password (their command line is visible to every user in `ps`) and the
 * password in PGPASSWORD.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function toolMajor(tool: PgTool): number {
  let output: string;
  try {
    output = execFileSync(tool, ['--version'], { encoding: 'utf8' });
  } catch {
    throw new CliError(
      `${tool} was not found: install the PostgreSQL client tools (Debian: postgresql-client).`,
    );
  }
  return Number(/(\d+)(?:\.\d+)?/.exec(output)?.[1]);
}

/** pg_dump refuses a server newer than itself, and pg_restore an archive from a newer pg_dump: say so first. */
export async function checkToolVersion(client: pg.Client, tool: PgTool): Promise<void> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  const serverMajor = Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  const clientMajor = toolMajor(tool);
  if (clientMajor < serverMajor) {
    throw new CliError(
      `${tool} is version ${clientMajor} but the server is PostgreSQL ${serverMajor}: install the client tools ` +
        `of version ${serverMajor} or newer (Debian: postgresql-client-${serverMajor}).`,
    );
  }
}

export function runTool(tool: PgTool, url: string, args: string[]): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${dbname}`, ...args], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new CliError(`${tool} failed (${signal ?? `exit code ${code}`}); its message is above.`));
    });
  });
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
