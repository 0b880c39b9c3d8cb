import {
  createEnvelope,
  getEnvelopeEndpointWithUrlEncodedAuth,
  makeDsn,
  parseEnvelope,
  serializeEnvelope,
  type Envelope,
  type EnvelopeItem,
  type Event,
} from '@sentry/core';
import { summarizeErrorEvent } from './errorEventSummary';
import { parseErrorEvent } from './errorEventSchema';
import { scrubErrorEvent } from './scrubErrorEvent';
import { ERROR_REPORTING_LIMITS } from '../errorReportingLimits';
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

export interface IngestResult {
  stored: number;
  /** Events over the envelope's or the caller's bound: counted in the refused group, not kept nor forwarded. */
  refused: number;
}

/**
 * How many of `count` events the caller may still send; the tunnel's per-user and minute budget. Without one, only
 * the per-envelope bound applies (the API's and the worker's own reports).
 */
export type EventBudget = (count: number) => Promise<number>;

const FORWARD_TIMEOUT_MS = 5000;

/**
 * The tunnel's work, shared by `POST /api/error-reports/tunnel` and the in-process transport of the API and the
 * worker: check every event's shape (a malformed one refuses the envelope), scrub it again (a browser's beforeSend
 * is not to be trusted), keep the events within the bounds (grouped), count the rest, and forward the kept ones to
 * SENTRY_DSN.
 */
export async function ingestEnvelope(deps: ErrorReportSinkDeps, body: Uint8Array | string, origin: EnvelopeOrigin, budget?: EventBudget): Promise<IngestResult> {
  const envelope = parsedEnvelope(body);
  const events = envelope.items.flatMap((item) => (item.event ? [item.event] : []));
  const withinEnvelope = Math.min(events.length, ERROR_REPORTING_LIMITS.maxEventsPerEnvelope);
  const admitted = budget ? Math.max(0, Math.min(withinEnvelope, await budget(withinEnvelope))) : withinEnvelope;
  const kept = new Set(events.slice(0, admitted));
  for (const event of kept) {
    const summary = summarizeErrorEvent(event, deps.now());
    if (origin.caller) summary.userId = origin.caller.userId;
    await errorReportStore.record(deps.sql, origin.source, summary, origin.caller?.companyId);
  }
  const refused = events.length - admitted;
  if (refused > 0) await errorReportStore.countRefused(deps.sql, origin.caller?.companyId ?? null, refused, deps.now());
  if (deps.forwardDsn) {
    // What is forwarded is what was kept: the checked and scrubbed events within the bounds, and the other items.
    const items = envelope.items.filter((item) => !item.event || kept.has(item.event)).map((item) => (item.event ? ([item.header, item.event] as EnvelopeItem) : item.raw));
    if (items.length > 0) await forward(deps, deps.forwardDsn, () => serializeEnvelope(createEnvelope<Envelope>(envelope.headers, items as Envelope[1])));
  }
  return { stored: admitted, refused };
}

interface ParsedItem {
  header: EnvelopeItem[0];
  raw: EnvelopeItem;
  /** An error event, checked and scrubbed. */
  event?: Event;
}

function parsedEnvelope(body: Uint8Array | string): { headers: Envelope[0]; items: ParsedItem[] } {
  let envelope: Envelope;
  try {
    envelope = parseEnvelope(body);
  } catch {
    throw new MalformedEnvelopeError('not a Sentry envelope');
  }
  const [headers, rawItems] = envelope;
  if (typeof headers !== 'object' || headers === null || !Array.isArray(rawItems)) throw new MalformedEnvelopeError('not a Sentry envelope');
  const items = (rawItems as EnvelopeItem[]).map((raw): ParsedItem => {
    const [header, payload] = raw;
    if (typeof header !== 'object' || header === null) throw new MalformedEnvelopeError('item header is not an object');
    if (header.type !== 'event') return { header, raw };
    const value: unknown = payload instanceof Uint8Array ? parseJson(new TextDecoder().decode(payload)) : payload;
    const event = parseErrorEvent(value);
    if (!event) throw new MalformedEnvelopeError('event item is not an error event');
    return { header, raw, event: scrubErrorEvent(event) };
  });
  return { headers, items };
}

/** The error events of an envelope, checked and scrubbed; transactions, sessions and client reports are only forwarded. */
export function errorEventsOf(body: Uint8Array | string): Event[] {
  return parsedEnvelope(body).items.flatMap((item) => (item.event ? [item.event] : []));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedEnvelopeError('event item is not JSON');
  }
}

/** Only ever to the configured DSN's project, whatever DSN the envelope names: the tunnel is not an open relay. */
async function forward(deps: ErrorReportSinkDeps, dsn: string, serialize: () => Uint8Array | string): Promise<void> {
  const components = makeDsn(dsn);
  if (!components) {
    deps.logError('SENTRY_DSN is not a valid DSN; error reports are kept locally only', dsn);
    return;
  }
  try {
    // Serialized here: an item the tunnel does not read (a transaction, a session) may still be too deep to stringify.
    const body = serialize();
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
