import type pg from 'pg';
import type { Sql } from '@arcline/shared/data';

/** The data-access modules' Sql over the worker's pg pool; a transaction holds one pooled client until it ends. */
export function pgSql(db: pg.Pool): Sql {
  return {
    rows: async <T extends object>(text: string, params: readonly unknown[] = []) => (await db.query<T>(text, [...params])).rows,
    async transaction(work) {
      const client = await db.connect();
      try {
        await client.query('begin');
        const result = await work(clientSql(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

function clientSql(client: pg.PoolClient): Sql {
  return {
    rows: async <T extends object>(text: string, params: readonly unknown[] = []) => (await client.query<T>(text, [...params])).rows,
    transaction: (work) => work(clientSql(client)),
  };
}
