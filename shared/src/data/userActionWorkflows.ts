import type { Sql } from './sql';
import type { UserActionListing } from './userActionEvents';

export interface UserActionWorkflowRecord {
  companyId: string;
  userId: string;
  userActionId: string;
  workflowId: string;
  workflowType: string;
}

/**
 * The one writer of table `user_action_workflows`: which workflows a tracked user action (X-T-User-Action) started,
 * so an admin can follow a click to its workflows. Written by the API's Temporal client interceptor.
 */
export const userActionWorkflowStore = {
  async add(sql: Sql, record: UserActionWorkflowRecord): Promise<void> {
    await sql.rows(
      `insert into user_action_workflows (company_id, user_id, user_action_id, workflow_id, workflow_type, created_at)
       values ($1, $2, $3, $4, $5, clock_timestamp()) returning id`,
      [record.companyId, record.userId, record.userActionId, record.workflowId, record.workflowType],
    );
  },

  /**
   * The company's latest actions that started workflows without a chronicled event of their own (the matrix changes),
   * typed by their first workflow, newest first; `scan` bounds how many recent workflows are looked at.
   */
  async latestUntrackedActions(sql: Sql, companyId: string, limit: number, scan: number): Promise<UserActionListing[]> {
    return sql.rows<UserActionListing>(
      `select a.user_action_id, a.type, a.event_time, u.email
         from (select w.user_action_id, w.user_id, (array_agg(w.workflow_type order by w.id))[1] as type, min(w.created_at) as event_time
                 from (select * from user_action_workflows where company_id = $1 order by created_at desc limit $3) w
                group by w.user_action_id, w.user_id) a
         join users u on u.id = a.user_id
        where not exists (select 1 from user_action_events e where e.user_action_id = a.user_action_id and e.company_id = $1)
        order by a.event_time desc limit $2`,
      [companyId, limit, scan],
    );
  },

  /** The workflows the given actions started, in the order they were recorded. */
  async ofActions(sql: Sql, companyId: string, userActionIds: readonly string[]): Promise<{ userActionId: string; workflowId: string; workflowType: string }[]> {
    if (userActionIds.length === 0) return [];
    return sql.rows(
      `select user_action_id as "userActionId", workflow_id as "workflowId", workflow_type as "workflowType"
         from user_action_workflows where company_id = $1 and user_action_id = any($2::text[]) order by id`,
      [companyId, userActionIds],
    );
  },
};
