import type { WorkflowClientInterceptor, WorkflowStartInput } from '@temporalio/client';
import type { Logger } from 'pino';
import { SEARCH_ATTRIBUTES, USER_ACTION_MEMO_KEY } from '@arcline/shared/contracts';
import { currentUserAction, type UserActionScope } from './middlewares/userActionContext';
import { UserActionWorkflow } from './models';

type StartOptions = WorkflowStartInput['options'];

const withUserAction = (options: StartOptions, scope: UserActionScope): StartOptions => ({
  ...options,
  searchAttributes: { ...options.searchAttributes, [SEARCH_ATTRIBUTES.userActionId]: [scope.userActionId] },
  memo: { ...options.memo, [USER_ACTION_MEMO_KEY]: scope.userActionId },
});

/**
 * Tags every workflow a request of a tracked user action starts with that action's id (search attribute
 * ArclineUserActionId and memo), and records the workflow in user_action_workflows, so an admin can follow the
 * click to its workflows in the Temporal UI. The record is best effort: the action itself never fails for it.
 */
export function userActionWorkflowInterceptor(logger: Logger): WorkflowClientInterceptor {
  const record = async (scope: UserActionScope, workflowId: string, workflowType: string) => {
    await UserActionWorkflow.create({ ...scope, workflowId, workflowType }).catch((error: unknown) =>
      logger.warn({ err: error, workflowId, userActionId: scope.userActionId }, 'user action workflow not recorded'),
    );
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
