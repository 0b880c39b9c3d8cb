import type { Sql } from './sql';

/**
 * The one data-access module of table `rate_limits` (migration 0065) outside rate-limiter-flexible, which counts in
 * it (the API's account throttles, the error tunnel's budget): a counter whose window has passed is never read again,
 * and the library deletes none (clearExpiredByTimeout is off, so no replica runs its own timer).
 */
export const rateLimitStore = {
  /** Deletes the counters whose window ended before `now`; run by the hourly clean-up. Returns how many. */
  async deleteExpired(sql: Sql, now: Date): Promise<number> {
    const rows = await sql.rows<{ deleted: number }>(
      `with gone as (delete from rate_limits where expire is not null and expire < $1 returning 1)
       select count(*)::int as deleted from gone`,
      [now.getTime()],
    );
    return rows[0]?.deleted ?? 0;
  },
};
