import type { WorkflowClientInterceptor, WorkflowStartInput } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { userActionWorkflowStore } from '@arcline/shared/data';
import { SEARCH_ATTRIBUTES, USER_ACTION_MEMO_KEY } from '@arcline/shared/contracts';
import { currentUserAction, type UserActionScope } from './userActionScope';
import { currentTransaction } from './db/transactionScope';
import { sequelizeSql } from './db/sequelizeSql';

type StartOptions = WorkflowStartInput['options'];

const withUserAction = (options: StartOptions, scope: UserActionScope): StartOptions => ({
  ...options,
  searchAttributes: { ...options.searchAttributes, [SEARCH_ATTRIBUTES.userActionId]: [scope.userActionId] },
  memo: { ...options.memo, [USER_ACTION_MEMO_KEY]: scope.userActionId },
});

/**
 * Tags every workflow a request of a tracked user action starts with that action's id (search attribute
 * ArclineUserActionId and memo), and records the workflow in user_action_workflows, so an admin can follow the
 * click to its workflows in the Temporal UI. A workflow started inside a command's transaction is recorded in that
 * transaction (a savepoint of it), so a command rolled back leaves no record. The record is best effort: the action
 * itself never fails for it, and a failed record rolls back only its savepoint.
 */
export function userActionWorkflowInterceptor(logger: Logger, sequelize: Sequelize): WorkflowClientInterceptor {
  const record = async (scope: UserActionScope, workflowId: string, workflowType: string) => {
    const row = { ...scope, workflowId, workflowType };
    const caller = currentTransaction();
    const write = caller
      ? sequelize.transaction({ transaction: caller }, (savepoint) => userActionWorkflowStore.add(sequelizeSql(sequelize, savepoint), row))
      : userActionWorkflowStore.add(sequelizeSql(sequelize), row);
    await write.catch((error: unknown) => logger.warn({ err: error, workflowId, userActionId: scope.userActionId }, 'user action workflow not recorded'));
  };
  return {
    async start(input, next) {
      const scope = currentUserAction();
      if (!scope) return next(input);
      const runId = await next({ ...input, options: withUserAction(input.options, scope) });
      await record(scope, input.options.workflowId, input.workflowType);
      return runId;
    },
    async signalWithStart(input, next) {
      const scope = currentUserAction();
      if (!scope) return next(input);
      const runId = await next({ ...input, options: withUserAction(input.options, scope) });
      await record(scope, input.options.workflowId, input.workflowType);
      return runId;
    },
  };
}
