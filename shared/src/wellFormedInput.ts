import { z } from 'zod';
import { REQUEST_MESSAGES } from './errors';

/** In unicode mode a paired surrogate is one code point, so only a lone surrogate is of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when a string has no NUL and no unpaired UTF-16 surrogate (PostgreSQL text refuses both). */
export const isWellFormedText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * The first key or string value, at any depth, that is not well formed. Walked with a list instead of recursion:
 * JSON.parse takes nesting far deeper than the call stack, and a depth cut-off let NUL through to PostgreSQL
 * (issue 34, item 5: 500 at depth 65).
 */
export function firstIllFormedText(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return current;
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    for (const [key, inner] of Object.entries(current)) {
      if (!isWellFormedText(key)) return key;
      pending.push(inner);
    }
  }
  return undefined;
}

/**
 * The one refinement every request input passes at the edge (body and query, before any route schema):
 * a string anywhere in it, key or value, with NUL or a lone surrogate is refused.
 */
export const wellFormedInputSchema = z
  .unknown()
  .refine((value) => firstIllFormedText(value) === undefined, { message: REQUEST_MESSAGES.illFormedText });
