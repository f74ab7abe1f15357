import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from './client.ts';

export interface TableRowCount {
  /** `name` for the public schema, `schema.name` for the others (drizzle's migrations, pg-boss). */
  table: string;
  rows: number;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Exact row counts of every table outside PostgreSQL's own schemas (a partitioned table counts once). */
export async function tableRowCounts(db: Executor): Promise<TableRowCount[]> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select n.nspname as schema, c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp%'
        order by n.nspname = 'public' desc, n.nspname, c.relname`,
  );
  if (tables.length === 0) return [];
  const counts = tables.map(
    ({ schema, name }, index) =>
      `select ${index} as i, count(*) as rows from ${quote(schema)}.${quote(name)}`,
  );
  const rows = await queryRows<{ i: number; rows: number | string }>(db, sql.raw(counts.join(' union all ')));
  const byIndex = new Map(rows.map((row) => [Number(row.i), Number(row.rows)]));
  return tables.map(({ schema, name }, index) => ({
    table: schema === 'public' ? name : `${schema}.${name}`,
    rows: byIndex.get(index) ?? 0,
  }));
}
