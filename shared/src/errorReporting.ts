/**
 * Error reporting (spec 01 §3 "an error-reporting setting", §9 "error-reporting defaults"; README "Error reporting").
 * The Sentry SDKs of the web app, the API and the worker use these settings and send through the API's tunnel.
 */

import type { RuntimeConfig } from './runtimeConfig';
import { COMPANY_SETTINGS_DEFAULTS, type ClientLogLevel } from './clientSettings';

/** Spec 01 §9. `maxSpansPerTransaction` is also the SDK's own fixed cap (it drops spans beyond 1000). */
export const ERROR_REPORTING_DEFAULTS = {
  maxBreadcrumbs: 100,
  maxSpansPerTransaction: 1000,
  idleTimeoutMs: 1000,
  finalTimeoutMs: 30000,
  childSpanTimeoutMs: 15000,
  /** "sample rate 1 when configured": every error, and every transaction when a real DSN is set. */
  sampleRate: 1,
} as const;

export { ERROR_REPORTING_LIMITS, ERROR_REPORTING_MESSAGES } from './errorReportingLimits';

/** The tunnel under /api: the SDKs post Sentry envelopes here, never straight to an outside service. */
export const ERROR_REPORT_TUNNEL_PATH = '/error-reports/tunnel';

/**
 * The DSN-shaped value the SDKs use when no SENTRY_DSN is configured: events then go only to the tunnel,
 * which keeps them in PostgreSQL. Its host is never contacted.
 */
export const LOCAL_ERROR_REPORTING_DSN = 'http://arcline@localhost/0';

/** Tag names on every event; the only user datum is the user id. */
export const ERROR_REPORT_TAGS = {
  requestId: 'request_id',
  workflowId: 'workflow_id',
  workflowType: 'workflow_type',
  userActionId: 'user_action_id',
  where: 'where',
} as const;

/** `GET /api/configuration` → `errorReporting`: what the web app's SDK is started with. */
export interface ErrorReportingSetting {
  enabled: boolean;
  /** The real public DSN when SENTRY_DSN is set, else LOCAL_ERROR_REPORTING_DSN. */
  dsn: string;
  /** Absolute URL of the tunnel (the add-in runs on another origin). */
  tunnel: string;
  environment: string;
  release: string;
  sampleRate: number;
  /** 1 when a real DSN is configured; 0 in the embedded default (the tunnel keeps errors, not traces). */
  tracesSampleRate: number;
  /** The company's level (Super User Menu): the least severe event the client sends; 'off' disables reporting. */
  logLevel: ClientLogLevel;
}

/** One group of identical errors (same message and place) as the super-user listing presents it. */
export interface ErrorReportGroup {
  id: string;
  message: string;
  where: string;
  source: string;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
  companyName: string | null;
  userId: string | null;
  requestId: string | null;
  workflowId: string | null;
  workflowType: string | null;
  userActionId: string | null;
  /** Temporal UI link of the workflow, when the error happened in one. */
  workflowUrl: string | null;
  /** The Temporal UI's list of the workflows the user action started (ArclineUserActionId), when the error has one. */
  userActionUrl: string | null;
}

/** The error-reporting setting of a deployment: always enabled, through the tunnel, forwarded when SENTRY_DSN is set. */
export function errorReportingSettingFor(config: RuntimeConfig, logLevel: ClientLogLevel = COMPANY_SETTINGS_DEFAULTS.clientLogLevel): ErrorReportingSetting {
  return {
    enabled: logLevel !== 'off',
    logLevel,
    dsn: config.SENTRY_DSN ?? LOCAL_ERROR_REPORTING_DSN,
    tunnel: `${config.PUBLIC_URL}/api${ERROR_REPORT_TUNNEL_PATH}`,
    environment: config.SENTRY_ENVIRONMENT,
    release: config.SENTRY_RELEASE,
    sampleRate: ERROR_REPORTING_DEFAULTS.sampleRate,
    tracesSampleRate: config.SENTRY_DSN ? ERROR_REPORTING_DEFAULTS.sampleRate : 0,
  };
}
