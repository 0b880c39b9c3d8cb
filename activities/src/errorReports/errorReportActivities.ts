import type pg from 'pg';
import { errorReportStore } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';

export function createErrorReportActivities(deps: { db: pg.Pool }) {
  return {
    /** Keeps the newest groups of error reports of each company; run by the hourly clean-up schedule. */
    async deleteErrorReportsBeyondNewest(keepPerCompany: number): Promise<number> {
      return errorReportStore.deleteBeyondNewest(pgSql(deps.db), keepPerCompany);
    },
  };
}
