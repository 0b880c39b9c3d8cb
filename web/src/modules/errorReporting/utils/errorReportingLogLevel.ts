import type { Event } from '@sentry/core';
import { COMPANY_SETTINGS_DEFAULTS, reportsAtLogLevel, type ClientLogLevel } from '@arcline/shared';
import { scrubErrorEvent } from '@arcline/shared/errorReports/scrubErrorEvent';

/** The company's log level (Super User Menu), from the configuration; events below it are not sent. */
let logLevel: ClientLogLevel = COMPANY_SETTINGS_DEFAULTS.clientLogLevel;

export function setErrorReportingLogLevel(level: ClientLogLevel): void {
  logLevel = level;
}

/** The SDK's beforeSend: the scrubbed event when it is at or above the log level; nothing at all at 'off'. */
export function filterErrorEvent<E extends Event>(event: E): E | null {
  return reportsAtLogLevel(event.level, logLevel) ? scrubErrorEvent(event) : null;
}

/** The SDK's beforeSendTransaction: traces stop only when reporting is off. */
export function filterTransaction<E extends Event>(event: E): E | null {
  return logLevel === 'off' ? null : scrubErrorEvent(event);
}
