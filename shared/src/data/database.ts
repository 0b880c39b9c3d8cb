import type { Sql } from './sql';

/** A round trip to PostgreSQL and nothing else: the health check's probe. */
export async function pingDatabase(sql: Sql): Promise<void> {
  await sql.rows('select 1 as ok');
}

/** The database's clock (the hello-world activity shows which process served it, and when). */
export async function databaseNow(sql: Sql): Promise<Date> {
  const [row] = await sql.rows<{ now: Date }>('select now() as now');
  if (!row) throw new Error('select now() returned no row');
  return row.now;
}
