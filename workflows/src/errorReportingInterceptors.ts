import {
  ActivityFailure,
  ApplicationFailure,
  CancelledFailure,
  ChildWorkflowFailure,
  defaultPayloadConverter,
  proxySinks,
  TemporalFailure,
  workflowInfo,
  type Headers,
  type Sinks,
  type WorkflowInterceptorsFactory,
} from '@temporalio/workflow';
import { SEARCH_ATTRIBUTES, USER_ACTION_ACTIVITY_HEADER, USER_ACTION_MEMO_KEY, userIdOf } from '@arcline/shared/contracts';

/** A failed workflow as the worker's error reporter receives it (README "Error reporting"). */
export interface FailedWorkflowReport {
  name: string;
  message: string;
  stack?: string;
  userId?: string;
  /** The user action that started the workflow (its memo or search attribute ArclineUserActionId). */
  userActionId?: string;
}

export interface ErrorReportingSinks extends Sinks {
  errorReporting: { workflowFailed(report: FailedWorkflowReport): void };
}

const { errorReporting } = proxySinks<ErrorReportingSinks>();

/** The user action this workflow was started for: the memo the API's client interceptor (or the fan-out) wrote, else the search attribute. */
function workflowUserActionId(): string | undefined {
  const info = workflowInfo();
  const fromMemo = info.memo?.[USER_ACTION_MEMO_KEY];
  if (typeof fromMemo === 'string') return fromMemo;
  const fromSearch = info.typedSearchAttributes.getAll().find((pair) => pair.key.name === SEARCH_ATTRIBUTES.userActionId)?.value;
  return typeof fromSearch === 'string' ? fromSearch : undefined;
}

/** The activity's headers with the workflow's user action id added, when it has one. */
function withUserAction(headers: Headers): Headers {
  const userActionId = workflowUserActionId();
  return userActionId ? { ...headers, [USER_ACTION_ACTIVITY_HEADER]: defaultPayloadConverter.toPayload(userActionId) } : headers;
}

/**
 * Reports a workflow that fails, once: through a sink, which is not called again on replay. A failure whose cause is
 * an activity's own error (reported by the worker's activity interceptor on its last attempt) or a child
 * workflow's (reported by the child) is not reported a second time; neither is a cancellation. Every activity the
 * workflow schedules gets the workflow's user action id in a header, for its own error report.
 */
export const interceptors: WorkflowInterceptorsFactory = () => ({
  outbound: [
    {
      scheduleActivity: (input, next) => next({ ...input, headers: withUserAction(input.headers) }),
      scheduleLocalActivity: (input, next) => next({ ...input, headers: withUserAction(input.headers) }),
    },
  ],
  inbound: [
    {
      async execute(input, next) {
        try {
          return await next(input);
        } catch (error) {
          if (error instanceof TemporalFailure && !alreadyReported(error)) {
            errorReporting.workflowFailed({
              name: error instanceof ApplicationFailure && error.type ? error.type : error.name,
              message: error.message,
              stack: error.stack,
              userId: userIdOf(input.args),
              userActionId: workflowUserActionId(),
            });
          }
          throw error;
        }
      },
    },
  ],
});

function alreadyReported(error: TemporalFailure): boolean {
  for (let failure: unknown = error; failure instanceof Error; failure = failure.cause) {
    if (failure instanceof CancelledFailure || failure instanceof ChildWorkflowFailure) return true;
    if (failure instanceof ActivityFailure && failure.cause instanceof ApplicationFailure) return true;
  }
  return false;
}
