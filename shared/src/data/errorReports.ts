import type { ErrorEventSummary } from '../errorReports/errorEventSummary';
import type { Sql } from './sql';
import { ERROR_REPORTING_MESSAGES } from '../errorReportingLimits';

export type ErrorSource = 'web' | 'api' | 'worker';

export interface ErrorReportRow {
  id: string;
  company_name: string | null;
  source: string;
  message: string;
  location: string;
  occurrences: number;
  first_seen_at: Date;
  last_seen_at: Date;
  user_id: string | null;
  request_id: string | null;
  workflow_id: string | null;
  workflow_type: string | null;
  user_action_id: string | null;
}

/**
 * The one data-access module of table `error_reports` (migration 0070), used by the API (tunnel, listing) and the
 * worker (its own reports, the hourly clean-up). One row per company and group of identical errors (the summary's
 * groupKey: the message without its ids and numbers, and where); a repeat counts up and refreshes the message and
 * the tags of the latest occurrence.
 */
export const errorReportStore = {
  /**
   * `companyId` undefined: the company of `summary.userId` (events of the API and the worker); null: no company.
   * Returns the row id of the group.
   */
  async record(sql: Sql, source: ErrorSource, summary: ErrorEventSummary, companyId?: string | null): Promise<string> {
    const rows = await sql.rows<{ id: string }>(
      `with who as (
         select u.id as user_id, coalesce($1::uuid, case when $2::boolean then u.company_id end) as company_id
           from (select 1) one left join users u on u.id = $3::uuid
       )
       insert into error_reports (company_id, fingerprint, source, message, location, first_seen_at, last_seen_at,
                                  user_id, request_id, workflow_id, workflow_type, user_action_id, environment, release)
       select who.company_id, md5($14::text), $4, $5, $6, $7::timestamptz, $7::timestamptz, who.user_id, $8, $9, $10, $11, $12, $13 from who
       on conflict (company_id, fingerprint) do update set
         occurrences = error_reports.occurrences + 1,
         message = excluded.message,
         first_seen_at = least(error_reports.first_seen_at, excluded.first_seen_at),
         last_seen_at = greatest(error_reports.last_seen_at, excluded.last_seen_at),
         source = excluded.source, user_id = excluded.user_id, request_id = excluded.request_id,
         workflow_id = excluded.workflow_id, workflow_type = excluded.workflow_type,
         user_action_id = excluded.user_action_id, environment = excluded.environment, release = excluded.release
       returning id`,
      [
        companyId ?? null,
        companyId === undefined,
        summary.userId,
        source,
        summary.message,
        summary.where,
        summary.occurredAt,
        summary.requestId,
        summary.workflowId,
        summary.workflowType,
        summary.userActionId,
        summary.environment,
        summary.release,
        summary.groupKey,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('error report was not stored');
    return String(id);
  },

  /**
   * Counts `count` error events the tunnel refused (over its bounds) in the company's one group of refused reports,
   * so the flood shows in the listing as one line with its size, and nothing of the events is kept.
   */
  async countRefused(sql: Sql, companyId: string | null, count: number, at: Date): Promise<void> {
    await sql.rows(
      `insert into error_reports (company_id, fingerprint, source, message, location, occurrences, first_seen_at, last_seen_at)
       values ($1::uuid, md5($2::text || chr(10) || $3::text), 'web', $2, $3, $4, $5::timestamptz, $5::timestamptz)
       on conflict (company_id, fingerprint) do update set
         occurrences = error_reports.occurrences + excluded.occurrences,
         last_seen_at = greatest(error_reports.last_seen_at, excluded.last_seen_at)`,
      [companyId, ERROR_REPORTING_MESSAGES.refusedGroup, ERROR_REPORTING_MESSAGES.refusedWhere, count, at],
    );
  },

  /** Keeps the newest `keep` groups of each company (and of no company); run by the hourly clean-up. */
  async deleteBeyondNewest(sql: Sql, keep: number): Promise<number> {
    const rows = await sql.rows<{ id: string }>(
      `delete from error_reports where id in (
         select id from (
           select id, row_number() over (partition by company_id order by last_seen_at desc, id desc) as rank
             from error_reports
         ) ranked where rank > $1
       ) returning id`,
      [keep],
    );
    return rows.length;
  },

  /**
   * The most recently seen groups, newest first: of one company (`companyId`), or of every company and of events
   * with no company (`companyId` null: the operators' view).
   */
  async listRecent(sql: Sql, limit: number, companyId: string | null): Promise<ErrorReportRow[]> {
    const rows = await sql.rows<ErrorReportRow>(
      `select r.id::text as id, c.name as company_name, r.source, r.message, r.location, r.occurrences,
              r.first_seen_at, r.last_seen_at, r.user_id, r.request_id, r.workflow_id, r.workflow_type, r.user_action_id
         from error_reports r left join companies c on c.id = r.company_id
        where $2::uuid is null or r.company_id = $2::uuid
        order by r.last_seen_at desc, r.id desc
        limit $1`,
      [limit, companyId],
    );
    return rows;
  },
};
