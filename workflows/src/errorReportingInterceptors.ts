import {
  ActivityFailure,
  ApplicationFailure,
  CancelledFailure,
  ChildWorkflowFailure,
  proxySinks,
  TemporalFailure,
  type Sinks,
  type WorkflowInterceptorsFactory,
} from '@temporalio/workflow';
import { userIdOf } from '@arcline/shared/contracts';

/** A failed workflow as the worker's error reporter receives it (README "Error reporting"). */
export interface FailedWorkflowReport {
  name: string;
  message: string;
  stack?: string;
  userId?: string;
}

export interface ErrorReportingSinks extends Sinks {
  errorReporting: { workflowFailed(report: FailedWorkflowReport): void };
}

const { errorReporting } = proxySinks<ErrorReportingSinks>();

/**
 * Reports a workflow that fails, once: through a sink, which is not called again on replay. A failure whose cause is
 * an activity's own error (reported by the worker's activity interceptor on its last attempt) or a child
 * workflow's (reported by the child) is not reported a second time; neither is a cancellation.
 */
export const interceptors: WorkflowInterceptorsFactory = () => ({
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
