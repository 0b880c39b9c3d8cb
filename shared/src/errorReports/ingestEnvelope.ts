import { getEnvelopeEndpointWithUrlEncodedAuth, makeDsn, parseEnvelope, type Event } from '@sentry/core';
import { summarizeErrorEvent } from './errorEventSummary';
import { errorReportStore, type ErrorSource, type Sql } from '../data';

export interface ErrorReportSinkDeps {
  sql: Sql;
  /** SENTRY_DSN: where envelopes are forwarded; unset keeps them only in PostgreSQL. */
  forwardDsn?: string;
  fetch: typeof fetch;
  now(): Date;
  logError(message: string, error: unknown): void;
}

export interface EnvelopeOrigin {
  source: ErrorSource;
  /** The signed-in caller of the tunnel: they replace whatever user the envelope names. */
  caller?: { userId: string; companyId: string };
}

export class MalformedEnvelopeError extends Error {}

const FORWARD_TIMEOUT_MS = 5000;

/**
 * The tunnel's work, shared by `POST /api/error-reports/tunnel` and the in-process transport of the API and the
 * worker: keep the error events of a Sentry envelope (grouped, bounded) and forward the envelope to SENTRY_DSN.
 */
export async function ingestEnvelope(deps: ErrorReportSinkDeps, body: Uint8Array | string, origin: EnvelopeOrigin): Promise<number> {
  const events = errorEventsOf(body);
  for (const event of events) {
    const summary = summarizeErrorEvent(event, deps.now());
    if (origin.caller) summary.userId = origin.caller.userId;
    await errorReportStore.record(deps.sql, origin.source, summary, origin.caller?.companyId);
  }
  if (deps.forwardDsn) await forward(deps, deps.forwardDsn, body);
  return events.length;
}

/** The error events of an envelope; transactions, sessions and client reports are only forwarded. */
export function errorEventsOf(body: Uint8Array | string): Event[] {
  let items: ReturnType<typeof parseEnvelope>[1];
  try {
    items = parseEnvelope(body)[1];
  } catch {
    throw new MalformedEnvelopeError('not a Sentry envelope');
  }
  const events: Event[] = [];
  for (const [header, payload] of items) {
    if (header.type !== 'event') continue;
    const event: unknown = payload instanceof Uint8Array ? parseJson(new TextDecoder().decode(payload)) : payload;
    if (typeof event !== 'object' || event === null || Array.isArray(event)) throw new MalformedEnvelopeError('event item is not an object');
    events.push(event as Event);
  }
  return events;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedEnvelopeError('event item is not JSON');
  }
}

/** Only ever to the configured DSN's project, whatever DSN the envelope names: the tunnel is not an open relay. */
async function forward(deps: ErrorReportSinkDeps, dsn: string, body: Uint8Array | string): Promise<void> {
  const components = makeDsn(dsn);
  if (!components) {
    deps.logError('SENTRY_DSN is not a valid DSN; error reports are kept locally only', dsn);
    return;
  }
  try {
    const response = await deps.fetch(getEnvelopeEndpointWithUrlEncodedAuth(components), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body: typeof body === 'string' ? body : new Uint8Array(body),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (!response.ok) deps.logError(`forwarding an error report answered ${response.status}`, undefined);
  } catch (error) {
    deps.logError('forwarding an error report failed', error);
  }
}
