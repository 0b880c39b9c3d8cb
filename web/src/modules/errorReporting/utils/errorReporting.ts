import type { ErrorInfo } from 'react';
import { ERROR_REPORT_TUNNEL_PATH, LOCAL_ERROR_REPORTING_DSN, type ErrorReportingSetting } from '@arcline/shared';

export type WebErrorReportingSetting = Omit<ErrorReportingSetting, 'enabled' | 'sampleRate' | 'logLevel'>;

/** Until the configuration arrives: the embedded default, through the same-origin tunnel. */
export const STARTUP_ERROR_REPORTING: WebErrorReportingSetting = {
  dsn: LOCAL_ERROR_REPORTING_DSN,
  tunnel: `/api${ERROR_REPORT_TUNNEL_PATH}`,
  environment: import.meta.env.MODE,
  release: 'unknown',
  tracesSampleRate: 0,
};

/** Errors kept while the SDK loads; more than this many before it starts is a loop, and the rest are dropped. */
const MAX_EARLY_ERRORS = 20;

type SentryClient = typeof import('./sentryClient');
type ReactError = { error: unknown; errorInfo: ErrorInfo };

let client: SentryClient | null = null;
let loading = false;
let started: WebErrorReportingSetting | null = null;
let wanted: WebErrorReportingSetting | null = null;
let userId: string | null = null;
let userActionId: string | null = null;
const early: ({ window: unknown } | { react: ReactError })[] = [];

/**
 * Starts error reporting with spec 01 §9's settings (again when the configuration's setting differs): everything goes
 * through the API's tunnel with the session's bearer token, never to an outside service from the browser.
 *
 * The SDK (sentryClient.ts) loads once the first screen is painted, so that no page waits for it; until then the
 * window's errors and React's are kept and reported as soon as it has started.
 */
export function startErrorReporting(setting: WebErrorReportingSetting): void {
  wanted = setting;
  if (client) {
    apply(client);
    return;
  }
  if (loading) return;
  loading = true;
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  afterFirstPaint(() => {
    void import('./sentryClient').then((loaded) => {
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onUnhandledRejection);
      client = loaded;
      apply(loaded);
      for (const item of early.splice(0)) {
        if ('react' in item) loaded.reactErrorHandler(item.react.error, item.react.errorInfo);
        else loaded.captureEarlyError(item.window);
      }
    });
  });
}

/** The signed-in user, by id only; null at logout. */
export function setErrorReportingUser(id: string | null): void {
  userId = id;
  client?.setUser(id);
}

/** The latest tracked user action (X-T-User-Action), so an error can be followed to what the user did. */
export function setErrorReportingUserAction(id: string): void {
  userActionId = id;
  client?.setUserAction(id);
}

/** For createRoot's onUncaughtError, onCaughtError and onRecoverableError. */
export function reportReactError(error: unknown, errorInfo: ErrorInfo): void {
  if (client) client.reactErrorHandler(error, errorInfo);
  else keep({ react: { error, errorInfo } });
}

function apply(loaded: SentryClient): void {
  if (wanted && !(started && sameSetting(started, wanted))) {
    started = wanted;
    loaded.start(wanted);
  }
  loaded.setUser(userId);
  if (userActionId) loaded.setUserAction(userActionId);
}

function onWindowError(event: ErrorEvent): void {
  keep({ window: event.error ?? event.message });
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  keep({ window: event.reason });
}

function keep(item: (typeof early)[number]): void {
  if (early.length < MAX_EARLY_ERRORS) early.push(item);
}

/** After the next frame is painted, when the page has a moment (at most 2 s later). */
function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    });
  });
}

function sameSetting(a: WebErrorReportingSetting, b: WebErrorReportingSetting): boolean {
  return a.dsn === b.dsn && a.tunnel === b.tunnel && a.environment === b.environment && a.release === b.release && a.tracesSampleRate === b.tracesSampleRate;
}
