import type { Sql } from './sql';

export interface UserActionEventRecord {
  companyId: string;
  userId: string;
  type: string;
  eventTime: Date;
  userActionId: string | null;
  elapsedMs: number | null;
  documentData: object | null;
  documentUpdateStatistics: object | null;
}

/** A user action as the admin console lists it: its type and time, and who (their e-mail). */
export interface UserActionListing {
  user_action_id: string | null;
  type: string;
  event_time: Date;
  email: string;
}

/** A user action as the admin console shows it: a chronicled event or a workflow start, with the workflows it started. */
export interface RecentUserAction {
  userActionId: string | null;
  type: string;
  eventTime: Date;
  userEmail: string;
  workflows: { workflowId: string; workflowType: string }[];
}

/**
 * The one data-access module of table `user_action_events` (append-only): the tracked user actions the chronicle
 * route stores, and the admin console's counts of them.
 */
export const userActionEventStore = {
  /** Stores the events in one statement. */
  async addMany(sql: Sql, events: readonly UserActionEventRecord[]): Promise<void> {
    if (events.length === 0) return;
    await sql.rows(
      `insert into user_action_events (company_id, user_id, type, event_time, user_action_id, elapsed_ms, document_data, document_update_statistics)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[])
       returning id`,
      [
        events.map((event) => event.companyId),
        events.map((event) => event.userId),
        events.map((event) => event.type),
        events.map((event) => event.eventTime),
        events.map((event) => event.userActionId),
        events.map((event) => event.elapsedMs),
        events.map((event) => (event.documentData === null ? null : JSON.stringify(event.documentData))),
        events.map((event) => (event.documentUpdateStatistics === null ? null : JSON.stringify(event.documentUpdateStatistics))),
      ],
    );
  },

  /** Actions per UTC day and type since `since`. */
  async countsPerDayAndType(sql: Sql, companyId: string, since: Date): Promise<{ day: string; type: string; count: string }[]> {
    return sql.rows(
      `select to_char(event_time at time zone 'utc', 'YYYY-MM-DD') as day, type, count(*) as count
         from user_action_events where company_id = $1 and event_time >= $2 group by 1, 2`,
      [companyId, since],
    );
  },

  /** Distinct active users per UTC day since `since`. */
  async activeUsersPerDay(sql: Sql, companyId: string, since: Date): Promise<{ day: string; users: string }[]> {
    return sql.rows(
      `select to_char(event_time at time zone 'utc', 'YYYY-MM-DD') as day, count(distinct user_id) as users
         from user_action_events where company_id = $1 and event_time >= $2 group by 1`,
      [companyId, since],
    );
  },

  /** Actions of the given types per UTC month since `since`. */
  async countsPerMonth(sql: Sql, companyId: string, since: Date, types: readonly string[]): Promise<{ month: string; prompts: string }[]> {
    return sql.rows(
      `select to_char(event_time at time zone 'utc', 'YYYY-MM') as month, count(*) as prompts
         from user_action_events where company_id = $1 and event_time >= $2 and type = any(string_to_array($3, ',')) group by 1`,
      [companyId, since, types.join(',')],
    );
  },

  /** The latest time each of the users acted. */
  async lastActiveOfUsers(sql: Sql, companyId: string, userIds: readonly string[]): Promise<Map<string, Date>> {
    const rows = await sql.rows<{ user_id: string; last_active_at: Date }>(
      `select user_id, max(event_time) as last_active_at from user_action_events
        where company_id = $1 and user_id = any(string_to_array($2, ',')::uuid[]) group by user_id`,
      [companyId, userIds.join(',')],
    );
    return new Map(rows.map((row) => [row.user_id, row.last_active_at]));
  },

  /** The company's latest chronicled actions, newest first. */
  async latestOfCompany(sql: Sql, companyId: string, limit: number): Promise<UserActionListing[]> {
    return sql.rows<UserActionListing>(
      `select e.user_action_id, e.type, e.event_time, u.email
         from user_action_events e join users u on u.id = e.user_id
        where e.company_id = $1 order by e.event_time desc, e.id desc limit $2`,
      [companyId, limit],
    );
  },
};
