import * as Sentry from '@sentry/react';
import { createTransport, type BaseTransportOptions, type Transport } from '@sentry/core';
import { ERROR_REPORT_TAGS, ERROR_REPORTING_DEFAULTS, type ErrorReportingSetting } from '@arcline/shared';
import { scrubBreadcrumb } from '@arcline/shared/errorReports/scrubErrorEvent';
import { filterErrorEvent, filterTransaction } from './errorReportingLogLevel';
import { sessionStore } from '../../../api/sessionStore';

/**
 * The part of error reporting that is @sentry/react (≈ 160 KB of script). Only errorReporting.ts imports it, after
 * the first screen is painted: a page does not wait for the SDK to start.
 */

/** The configuration's error reporting setting as the browser's SDK takes it (errorReporting.ts decides whether to start). */
export type WebErrorReportingSetting = Omit<ErrorReportingSetting, 'enabled' | 'sampleRate' | 'logLevel'>;

/** Starts @sentry/react with spec 01 §9's settings; called once per page (errorReporting.ts). */
export function start(setting: WebErrorReportingSetting): void {
  Sentry.init({
    dsn: setting.dsn,
    tunnel: setting.tunnel,
    environment: setting.environment,
    release: setting.release,
    sampleRate: ERROR_REPORTING_DEFAULTS.sampleRate,
    tracesSampleRate: setting.tracesSampleRate,
    maxBreadcrumbs: ERROR_REPORTING_DEFAULTS.maxBreadcrumbs,
    // Tracing only where transactions are kept (a real SENTRY_DSN): its instrumentation costs the page ~100 ms of CPU
    // at start, for nothing when the sample rate is 0 (the embedded default).
    integrations:
      setting.tracesSampleRate > 0
        ? [
            Sentry.browserTracingIntegration({
              idleTimeout: ERROR_REPORTING_DEFAULTS.idleTimeoutMs,
              finalTimeout: ERROR_REPORTING_DEFAULTS.finalTimeoutMs,
              childSpanTimeout: ERROR_REPORTING_DEFAULTS.childSpanTimeoutMs,
            }),
          ]
        : [],
    beforeSend: filterErrorEvent,
    // Whole transactions, through beforeSendTransaction (scrubbed, and none at log level 'off'): with the SDK's default
    // span streaming that hook is skipped, and it says so in the console at every start.
    traceLifecycle: 'static',
    beforeSendTransaction: filterTransaction,
    beforeBreadcrumb: scrubBreadcrumb,
    transport: tunnelTransport,
  });
}

export function setUser(userId: string | null): void {
  Sentry.setUser(userId ? { id: userId } : null);
}

export function setUserAction(userActionId: string): void {
  Sentry.setTag(ERROR_REPORT_TAGS.userActionId, userActionId);
}

/** An error the window saw before the SDK started, reported as the SDK's own handler would have. */
export function captureEarlyError(error: unknown): void {
  Sentry.captureException(error, { mechanism: { type: 'onerror', handled: false } });
}

/** React's root error callbacks (uncaught, caught by a boundary, recovered). */
export const reactErrorHandler = Sentry.reactErrorHandler();

/** Posts envelopes to the tunnel (options.url) with the bearer token; without a session they are dropped. */
function tunnelTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async (request) => {
    const token = sessionStore.getToken();
    if (!token) return {};
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain;charset=UTF-8' },
      body: request.body as BodyInit,
    });
    return { statusCode: response.status };
  });
}
