import type { Event, StackFrame } from '@sentry/core';
import { ERROR_REPORT_TAGS, ERROR_REPORTING_LIMITS } from '../errorReporting';
import { UUID_IN_TEXT, isUuid } from '../constants';

/** What the product keeps of one error event: never the event itself, only these fields. */
export interface ErrorEventSummary {
  message: string;
  where: string;
  /** What identical errors share: the place, and the message with its ids and numbers left out (groupingKey). */
  groupKey: string;
  occurredAt: Date;
  userId: string | null;
  requestId: string | null;
  workflowId: string | null;
  workflowType: string | null;
  userActionId: string | null;
  environment: string | null;
  release: string | null;
}

/** Message and place of an error event, the key by which identical errors are grouped and counted. */
export function summarizeErrorEvent(event: Event, now: Date): ErrorEventSummary {
  const tags = event.tags ?? {};
  const tag = (name: string): string | null => {
    const value = tags[name];
    return typeof value === 'string' && value.length > 0 ? value.slice(0, ERROR_REPORTING_LIMITS.maxWhereLength) : null;
  };
  const userId = typeof event.user?.id === 'string' && isUuid(event.user.id) ? event.user.id : null;
  const message = truncate(messageOf(event), ERROR_REPORTING_LIMITS.maxMessageLength);
  const where = truncate(tag(ERROR_REPORT_TAGS.where) ?? whereOf(event), ERROR_REPORTING_LIMITS.maxWhereLength);
  return {
    message,
    where,
    groupKey: `${groupingKey(message)}\n${where}`,
    occurredAt: occurredAt(event, now),
    userId,
    requestId: tag(ERROR_REPORT_TAGS.requestId),
    workflowId: tag(ERROR_REPORT_TAGS.workflowId),
    workflowType: tag(ERROR_REPORT_TAGS.workflowType),
    userActionId: tag(ERROR_REPORT_TAGS.userActionId),
    environment: typeof event.environment === 'string' ? event.environment.slice(0, 100) : null,
    release: typeof event.release === 'string' ? event.release.slice(0, 200) : null,
  };
}

const VARIABLE_PARTS: [RegExp, string][] = [
  [UUID_IN_TEXT, '<id>'],
  [/\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi, '<hex>'],
  [/\d+(?:[.,]\d+)*/g, '<n>'],
];

/**
 * The message as its group knows it: ids, hashes and numbers replaced, so one error that names a different matrix,
 * row or count each time is one group with a count, not a new group per occurrence that pushes the others out of
 * the listing (issue 26, item 6).
 */
export function groupingKey(message: string): string {
  return VARIABLE_PARTS.reduce((text, [pattern, placeholder]) => text.replace(pattern, placeholder), message);
}

function messageOf(event: Event): string {
  const exception = event.exception?.values?.at(-1);
  if (exception) return [exception.type, exception.value].filter(Boolean).join(': ') || 'Error';
  return event.message || event.logentry?.message || 'Error';
}

/** The innermost application frame of the stack (origin and query string removed), else the transaction. */
function whereOf(event: Event): string {
  const frames = event.exception?.values?.at(-1)?.stacktrace?.frames ?? [];
  const frame = [...frames].reverse().find((candidate) => candidate.in_app !== false && candidate.filename) ?? frames.at(-1);
  if (frame) return describeFrame(frame);
  return event.transaction || 'unknown';
}

function describeFrame(frame: StackFrame): string {
  const file = (frame.filename ?? frame.module ?? '?').replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const line = frame.lineno ? `:${frame.lineno}` : '';
  return frame.function ? `${frame.function} (${file}${line})` : `${file}${line}`;
}

function occurredAt(event: Event, now: Date): Date {
  // The client's clock is believed only within a day of the server's.
  const timestamp = typeof event.timestamp === 'number' ? new Date(event.timestamp * 1000) : now;
  return Math.abs(timestamp.getTime() - now.getTime()) < 24 * 3600 * 1000 ? timestamp : now;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
