import type { Sql } from './sql';

/** A round trip to PostgreSQL and nothing else: the health check's probe. */
export async function pingDatabase(sql: Sql): Promise<void> {
  await sql.rows('select 1 as ok');
}
