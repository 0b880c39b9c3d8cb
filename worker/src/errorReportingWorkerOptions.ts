import { createRequire } from 'node:module';
import type pg from 'pg';
import { ApplicationFailure, CancelledFailure, type Info } from '@temporalio/activity';
import { defaultPayloadConverter, type Headers } from '@temporalio/common';
import type { InjectedSinks, WorkerOptions } from '@temporalio/worker';
import { ERROR_REPORT_TAGS, type RuntimeConfig } from '@arcline/shared';
import { USER_ACTION_ACTIVITY_HEADER, userIdOf } from '@arcline/shared/contracts';
import { createServerErrorReporter, type ServerErrorReporter } from '@arcline/shared/errorReports/serverErrorReporter';
import { pgSql } from '@arcline/activities';
import type { ErrorReportingSinks } from '@arcline/workflows/errorReportingInterceptors';

/** The workflow interceptor module: bundled with the workflows (also into prebuilt bundles, see workflowBundles.ts). */
export const workflowInterceptorsPath = createRequire(import.meta.url).resolve('@arcline/workflows/errorReportingInterceptors');

/**
 * Worker options that report failures once (README "Error reporting"): an activity's error on its last attempt
 * (not retryable, or out of attempts), and a workflow's failure through the workflow interceptor's sink.
 */
export function errorReportingWorkerOptions(config: RuntimeConfig, db: pg.Pool): Pick<WorkerOptions, 'interceptors' | 'sinks'> {
  const reporter = createServerErrorReporter(
    {
      sql: pgSql(db),
      forwardDsn: config.SENTRY_DSN,
      fetch: (input, init) => fetch(input, init),
      now: () => new Date(),
      logError: (message, error) => console.error(message, error),
    },
    { source: 'worker', environment: config.SENTRY_ENVIRONMENT, release: config.SENTRY_RELEASE },
  );
  const sinks: InjectedSinks<ErrorReportingSinks> = {
    errorReporting: {
      workflowFailed: {
        fn(info, report) {
          const error = Object.assign(new Error(report.message), { name: report.name, stack: report.stack });
          reporter.capture(error, {
            tags: workflowTags(info.workflowId, info.workflowType, `workflow ${info.workflowType}`, report.userActionId),
            userId: report.userId,
          });
        },
        callDuringReplay: false,
      },
    },
  };
  return {
    interceptors: {
      activity: [
        (context) => ({
          inbound: {
            async execute(input, next) {
              try {
                return await next(input);
              } catch (error) {
                if (isLastAttempt(error, context.info)) {
                  reportActivityFailure(reporter, context.info, error, { userId: userIdOf(input.args), userActionId: userActionIdOf(input.headers) });
                }
                throw error;
              }
            },
          },
        }),
      ],
      workflowModules: [workflowInterceptorsPath],
    },
    sinks,
  };
}

/** True when Temporal will not run the activity again: a non-retryable error, or the retry policy's last attempt. */
export function isLastAttempt(error: unknown, info: Pick<Info, 'attempt' | 'retryPolicy'>): boolean {
  if (error instanceof CancelledFailure) return false;
  if (error instanceof ApplicationFailure && error.nonRetryable) return true;
  const type = error instanceof ApplicationFailure ? error.type : error instanceof Error ? error.name : undefined;
  if (type && info.retryPolicy?.nonRetryableErrorTypes?.includes(type)) return true;
  const maximumAttempts = info.retryPolicy?.maximumAttempts;
  return maximumAttempts !== undefined && maximumAttempts > 0 && info.attempt >= maximumAttempts;
}

/** The user action id the scheduling workflow put in the activity's headers (workflows/src/errorReportingInterceptors.ts). */
export function userActionIdOf(headers: Headers): string | undefined {
  const payload = headers[USER_ACTION_ACTIVITY_HEADER];
  if (!payload) return undefined;
  const value: unknown = defaultPayloadConverter.fromPayload(payload);
  return typeof value === 'string' ? value : undefined;
}

function reportActivityFailure(
  reporter: ServerErrorReporter,
  info: Info,
  error: unknown,
  who: { userId: string | undefined; userActionId: string | undefined },
): void {
  const workflowId = info.workflowExecution?.workflowId ?? '';
  const workflowType = info.workflowType ?? '';
  reporter.capture(error, { tags: workflowTags(workflowId, workflowType, `activity ${info.activityType}`, who.userActionId), userId: who.userId });
}

function workflowTags(workflowId: string, workflowType: string, where: string, userActionId: string | undefined): Record<string, string> {
  return {
    [ERROR_REPORT_TAGS.workflowId]: workflowId,
    [ERROR_REPORT_TAGS.workflowType]: workflowType,
    [ERROR_REPORT_TAGS.where]: where,
    ...(userActionId ? { [ERROR_REPORT_TAGS.userActionId]: userActionId } : {}),
  };
}
