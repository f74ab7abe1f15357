// Running pg_dump, pg_restore and psql (package postgresql-client) against DATABASE_URL.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
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
  return exited(
    tool,
    spawn(tool, [`--dbname=${dbname}`, ...args], { env, stdio: ['ignore', 'inherit', 'inherit'] }),
  );
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export interface ArchiveContents {
  /** Schemas the archive creates (PostgreSQL 15's pg_dump leaves public out: it is always there). */
  schemas: string[];
  /** Its tables, named as tableRowCounts names them. */
  tables: Set<string>;
}

export function archiveContents(file: string): ArchiveContents {
  let list: string;
  try {
    list = execFileSync('pg_restore', ['--list', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const message = (error as { stderr?: string }).stderr?.trim() || String(error);
    throw new CliError(`${file} cannot be read as a PostgreSQL backup: ${message}`);
  }
  const schemas = [...list.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((match) => match[1]!);
  const tables = new Set<string>();
  for (const [, schema, name] of list.matchAll(/^\d+; \d+ \d+ TABLE (\S+) (\S+) /gm)) {
    tables.add(schema === 'public' ? name! : `${schema}.${name}`);
  }
  return { schemas, tables };
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Replaces the archive's objects in one transaction: pg_restore writes the script, psql runs it, and the
 * commit is sent only once pg_restore has finished well (psql's --single-transaction would commit whatever
 * arrived before a cut-off file ended). The archive's own schemas (drizzle, pg-boss) are dropped whole first:
 * --clean alone trips over pg-boss's partitions (it drops a partition's inherited key).
 */
export async function restoreArchive(url: string, file: string, schemas: string[]): Promise<void> {
  const { dbname, env } = connection(url);
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`], {
    env,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const script = spawn('pg_restore', ['--clean', '--if-exists', '--no-owner', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // psql stopping at an error closes its input; its exit code tells, not the broken pipe.
  psql.stdin.on('error', () => {});
  psql.stdin.write('begin;\nset local client_min_messages = warning;\n');
  for (const schema of schemas) psql.stdin.write(`drop schema if exists ${quote(schema)} cascade;\n`);
  script.stdout.pipe(psql.stdin, { end: false });
  const psqlDone = exited('psql', psql);
  try {
    await exited('pg_restore', script);
  } catch (error) {
    psql.stdin.end(); // no commit: the server rolls the transaction back when psql disconnects
    await psqlDone.catch(() => {});
    throw error;
  }
  psql.stdin.end('commit;\n');
  await psqlDone;
}

function exited(tool: string, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new CliError(`${tool} could not be run: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new CliError(`${tool} failed (${signal ?? `exit code ${code}`}); its message is above.`));
    });
  });
}
