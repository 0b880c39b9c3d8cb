import { z } from 'zod';
import { REQUEST_MESSAGES } from './errors';

/** In unicode mode a paired surrogate is one code point, so only a lone surrogate is of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when a string has no NUL and no unpaired UTF-16 surrogate (PostgreSQL text refuses both). */
export const isWellFormedText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

function firstIllFormedText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : value;
  if (depth > 64 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = isWellFormedText(key) ? firstIllFormedText(inner, depth + 1) : key;
    if (found !== undefined) return found;
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
