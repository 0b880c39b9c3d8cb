import * as Sentry from '@sentry/react';
import { createTransport, type BaseTransportOptions, type Transport } from '@sentry/core';
import {
  ERROR_REPORT_TAGS,
  ERROR_REPORT_TUNNEL_PATH,
  ERROR_REPORTING_DEFAULTS,
  LOCAL_ERROR_REPORTING_DSN,
  type ErrorReportingSetting,
} from '@arcline/shared';
import { scrubBreadcrumb } from '@arcline/shared/errorReports/scrubErrorEvent';
import { filterErrorEvent, filterTransaction } from './errorReportingLogLevel';
import { sessionStore } from '../../session/utils/sessionStore';

export type WebErrorReportingSetting = Omit<ErrorReportingSetting, 'enabled' | 'sampleRate' | 'logLevel'>;

/** Until the configuration arrives: the embedded default, through the same-origin tunnel. */
export const STARTUP_ERROR_REPORTING: WebErrorReportingSetting = {
  dsn: LOCAL_ERROR_REPORTING_DSN,
  tunnel: `/api${ERROR_REPORT_TUNNEL_PATH}`,
  environment: import.meta.env.MODE,
  release: 'unknown',
  tracesSampleRate: 0,
};

let started: WebErrorReportingSetting | null = null;

/**
 * Starts @sentry/react with spec 01 §9's settings (again when the configuration's setting differs): everything goes
 * through the API's tunnel with the session's bearer token, never to an outside service from the browser.
 */
export function startErrorReporting(setting: WebErrorReportingSetting): void {
  if (started && sameSetting(started, setting)) return;
  started = setting;
  Sentry.init({
    dsn: setting.dsn,
    tunnel: setting.tunnel,
    environment: setting.environment,
    release: setting.release,
    sampleRate: ERROR_REPORTING_DEFAULTS.sampleRate,
    tracesSampleRate: setting.tracesSampleRate,
    maxBreadcrumbs: ERROR_REPORTING_DEFAULTS.maxBreadcrumbs,
    integrations: [
      Sentry.browserTracingIntegration({
        idleTimeout: ERROR_REPORTING_DEFAULTS.idleTimeoutMs,
        finalTimeout: ERROR_REPORTING_DEFAULTS.finalTimeoutMs,
        childSpanTimeout: ERROR_REPORTING_DEFAULTS.childSpanTimeoutMs,
      }),
    ],
    beforeSend: filterErrorEvent,
    beforeSendTransaction: filterTransaction,
    beforeBreadcrumb: scrubBreadcrumb,
    transport: tunnelTransport,
  });
}

/** The signed-in user, by id only; null at logout. */
export function setErrorReportingUser(userId: string | null): void {
  Sentry.setUser(userId ? { id: userId } : null);
}

/** The latest tracked user action (X-T-User-Action), so an error can be followed to what the user did. */
export function setErrorReportingUserAction(userActionId: string): void {
  Sentry.setTag(ERROR_REPORT_TAGS.userActionId, userActionId);
}

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

function sameSetting(a: WebErrorReportingSetting, b: WebErrorReportingSetting): boolean {
  return a.dsn === b.dsn && a.tunnel === b.tunnel && a.environment === b.environment && a.release === b.release && a.tracesSampleRate === b.tracesSampleRate;
}
