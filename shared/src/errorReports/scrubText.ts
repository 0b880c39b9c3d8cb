import { isUuid } from '../constants';

/**
 * What an error message or breadcrumb may quote that must not be kept: e-mail addresses, secrets (bearer tokens,
 * JWTs, API keys, codes in query strings) and quoted text longer than an identifier (a document's or a prompt's
 * words, e.g. `Cannot insert "The Tenant shall…"`). Identifiers in quotes (`reading 'length'`) stay: they are what
 * makes a message useful.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const BEARER = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** A parameter named like a secret, in a query string, a form body or `name: value` text. */
const SECRET_PARAMETER = /\b(token|access_token|id_token|refresh_token|code|password|secret|api[_-]?key|key|sig|signature|state)(=|:\s*)[^\s&"',;]+/gi;
/** Long runs of key-like characters (API keys, signatures): 32 or more without a space, mixing digits and letters. */
const KEY_LIKE = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b/g;
/** Text between quotes (not an apostrophe inside a word) that has a space in it or is longer than an identifier. */
const QUOTED = /(?<![\p{L}\p{N}])(["'`“‘«])([^"'`”’»\n]*)(["'`”’»])(?![\p{L}\p{N}])/gu;
const IDENTIFIER = /^\S{0,64}$/u;

export const SCRUBBED = { email: '[email]', secret: '[secret]', text: '[text]' } as const;

export function scrubText(text: string): string {
  return text
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${SCRUBBED.secret}`)
    .replace(JWT, SCRUBBED.secret)
    .replace(SECRET_PARAMETER, (_match, name: string, separator: string) => `${name}${separator}${SCRUBBED.secret}`)
    .replace(EMAIL, SCRUBBED.email)
    // Ids are what an operator looks for, and no secret: kept.
    .replace(KEY_LIKE, (match) => (isUuid(match) ? match : SCRUBBED.secret))
    .replace(QUOTED, (match, open: string, inner: string, close: string) => (IDENTIFIER.test(inner) ? match : `${open}${SCRUBBED.text}${close}`));
}

/** scrubText of a value that should be text; anything else is left for the schema to refuse. */
export function scrubOptionalText<T>(value: T): T {
  return (typeof value === 'string' ? scrubText(value) : value) as T;
}
