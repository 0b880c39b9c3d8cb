import type pg from 'pg';
import { rateLimitStore } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';

export function createRateLimitActivities(deps: { db: pg.Pool }) {
  return {
    /** Removes throttle counters whose window has passed (issue 34, item 7); run by the hourly clean-up schedule. */
    async deleteExpiredRateLimits(): Promise<number> {
      return rateLimitStore.deleteExpired(pgSql(deps.db), new Date());
    },
  };
}
