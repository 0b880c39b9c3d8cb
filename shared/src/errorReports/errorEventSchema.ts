import { z } from 'zod';
import type { Event } from '@sentry/core';
import { ERROR_REPORTING_LIMITS } from '../errorReportingLimits';
import { firstIllFormedText } from '../wellFormedInput';

/**
 * The shape of a Sentry error event as far as the tunnel reads it: every field it reads or keeps is typed, to any
 * depth; other fields pass (the SDKs add their own) but only within ERROR_REPORTING_LIMITS.maxEventDepth levels,
 * and no key or text anywhere may hold NUL or a lone surrogate. An envelope with one event of another shape is
 * refused whole (400), where `{"exception":{"values":-1}}` used to reach the summary and end in a 500 (issue 34,
 * item 5).
 */
const text = z.string();
const optionalText = text.nullish();
const primitive = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const frameSchema = z.looseObject({
  filename: optionalText,
  function: optionalText,
  module: optionalText,
  lineno: z.number().nullish(),
  colno: z.number().nullish(),
  in_app: z.boolean().nullish(),
});

const exceptionValueSchema = z.looseObject({
  type: optionalText,
  value: optionalText,
  stacktrace: z.looseObject({ frames: z.array(frameSchema).nullish() }).nullish(),
});

const breadcrumbSchema = z.looseObject({
  type: optionalText,
  category: optionalText,
  message: optionalText,
  level: optionalText,
  timestamp: z.number().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

export const errorEventSchema = z
  .looseObject({
    event_id: optionalText,
    message: optionalText,
    logentry: z.looseObject({ message: optionalText, params: z.array(z.unknown()).nullish() }).nullish(),
    level: optionalText,
    timestamp: z.number().nullish(),
    environment: optionalText,
    release: optionalText,
    transaction: optionalText,
    fingerprint: z.array(text).nullish(),
    user: z.looseObject({ id: z.union([z.string(), z.number()]).nullish() }).nullish(),
    tags: z.record(z.string(), primitive).nullish(),
    contexts: z.record(z.string(), z.record(z.string(), z.unknown()).nullable()).nullish(),
    extra: z.record(z.string(), z.unknown()).nullish(),
    request: z.looseObject({ url: optionalText, method: optionalText }).nullish(),
    exception: z.looseObject({ values: z.array(exceptionValueSchema).nullish() }).nullish(),
    breadcrumbs: z.array(breadcrumbSchema).nullish(),
  })
  .refine((event) => !nestedDeeperThan(event, ERROR_REPORTING_LIMITS.maxEventDepth), 'nested too deep')
  .refine((event) => firstIllFormedText(event) === undefined, 'ill-formed text');

/** The event when it has the shape above, else null. */
export function parseErrorEvent(value: unknown): Event | null {
  const result = errorEventSchema.safeParse(value);
  // The SDKs' own Event type: every field the schema leaves loose is one the tunnel neither reads nor keeps.
  return result.success ? (result.data as Event) : null;
}

/** Walked without recursion, like firstIllFormedText: a hostile event may nest deeper than the call stack. */
function nestedDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return true;
    for (const inner of Object.values(current)) pending.push([inner, depth + 1]);
  }
  return false;
}
