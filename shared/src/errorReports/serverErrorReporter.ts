import { createTransport, defaultStackParser, NodeClient, Scope } from '@sentry/node';
import { ERROR_REPORTING_DEFAULTS, LOCAL_ERROR_REPORTING_DSN } from '../errorReporting';
import { ingestEnvelope, type ErrorReportSinkDeps } from './ingestEnvelope';
import type { ErrorSource } from '../data';
import { scrubBreadcrumb, scrubErrorEvent } from './scrubErrorEvent';

export interface ServerErrorReport {
  /** ERROR_REPORT_TAGS names: request id, workflow id and type, user action id, where. */
  tags: Record<string, string>;
  userId?: string;
}

export interface ServerErrorReporter {
  capture(error: unknown, report: ServerErrorReport): void;
  flush(timeoutMs?: number): Promise<boolean>;
}

/**
 * The @sentry/node client of the API or the worker, one per process instance (no global hub, so several APIs in
 * one test process do not share one), sending through the tunnel's own code in process: kept in PostgreSQL,
 * forwarded to SENTRY_DSN when one is set. It installs no global handlers; the API and the worker report what
 * they catch themselves (500s, final activity and workflow failures).
 */
export function createServerErrorReporter(
  sink: ErrorReportSinkDeps,
  options: { source: ErrorSource; environment: string; release: string },
): ServerErrorReporter {
  const client = new NodeClient({
    dsn: sink.forwardDsn ?? LOCAL_ERROR_REPORTING_DSN,
    environment: options.environment,
    release: options.release,
    sampleRate: ERROR_REPORTING_DEFAULTS.sampleRate,
    maxBreadcrumbs: ERROR_REPORTING_DEFAULTS.maxBreadcrumbs,
    integrations: [],
    stackParser: defaultStackParser,
    beforeSend: scrubErrorEvent,
    beforeBreadcrumb: scrubBreadcrumb,
    transport: (transportOptions) =>
      createTransport(transportOptions, async (request) => {
        try {
          await ingestEnvelope(sink, request.body, { source: options.source });
          return { statusCode: 200 };
        } catch (error) {
          sink.logError('an error report could not be kept', error);
          return { statusCode: 500 };
        }
      }),
  });
  client.init();
  return {
    capture(error, report) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTags(report.tags);
      if (report.userId) scope.setUser({ id: report.userId });
      scope.captureException(error);
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
