import type { ErrorInfo } from 'react';
import { ERROR_REPORT_TUNNEL_PATH } from '@arcline/shared';
import type { WebErrorReportingSetting } from './sentryClient';

export type { WebErrorReportingSetting } from './sentryClient';

/** The tunnel in the browser, on the page's own origin (the add-in's task pane uses the setting's absolute URL). */
export const SAME_ORIGIN_ERROR_REPORT_TUNNEL = `/api${ERROR_REPORT_TUNNEL_PATH}`;

/** Errors kept while the SDK loads; more than this many before it starts is a loop, and the rest are dropped. */
const MAX_EARLY_ERRORS = 20;

type SentryClient = typeof import('./sentryClient');
type ReactError = { error: unknown; errorInfo: ErrorInfo };

let client: SentryClient | null = null;
let keeping = false;
let started = false;
let userId: string | null = null;
let userActionId: string | null = null;
const early: ({ window: unknown } | { react: ReactError })[] = [];

/**
 * First thing of a page: the window's errors (and React's, through reportReactError) are kept from here on, and
 * reported once the SDK has started with the configuration's setting.
 */
export function keepEarlyErrors(): void {
  if (keeping || client) return;
  keeping = true;
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
}

/**
 * Starts error reporting with spec 01 §9's settings: everything goes through the API's tunnel with the session's bearer
 * token, never to an outside service from the browser. Once per page, with the configuration's setting, so release and
 * environment are right from the first session report (issue 26, item 7: a start-up setting with release "unknown",
 * then a second initialisation); a later setting of the same page changes nothing.
 *
 * The SDK (sentryClient.ts) loads once the first screen is painted, so that no page waits for it; the errors kept
 * until then are reported as soon as it has started.
 */
export function startErrorReporting(setting: WebErrorReportingSetting): void {
  if (started) return;
  started = true;
  keepEarlyErrors();
  afterFirstPaint(() => {
    void import('./sentryClient').then((loaded) => {
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onUnhandledRejection);
      keeping = false;
      loaded.start(setting);
      client = loaded;
      loaded.setUser(userId);
      if (userActionId) loaded.setUserAction(userActionId);
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
