import type { Sql } from './sql';

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
};
