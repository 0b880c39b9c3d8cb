import { ConnectionAcquireTimeoutError, ConnectionError, DatabaseError } from 'sequelize';

/**
 * SQLSTATE classes and codes PostgreSQL answers while it is going down, starting up or unreachable: connection exceptions
 * (class 08), operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now) and
 * 53300 too many connections.
 */
const UNAVAILABLE_CLASSES = ['08'];
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a connection to a server that is not there (any more). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** What the pg driver throws, without a code, when the server closes a connection under a query. */
const DRIVER_MESSAGES = [/^Connection terminated/, /not queryable/, /^timeout exceeded when trying to connect/i];

/**
 * True when the error means the database cannot be reached right now (restarted, failing over, out of connections)
 * rather than that the request was wrong: the API then answers 503 with Retry-After, never 500, and the client may try
 * again; nothing was written, since the transaction could not commit.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof ConnectionAcquireTimeoutError) return true;
  const cause = error instanceof DatabaseError ? (error.parent as unknown) : error;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, message } = cause as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code) || isUnavailableClass(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

const isUnavailableClass = (sqlState: string) => sqlState.length === 5 && UNAVAILABLE_CLASSES.includes(sqlState.slice(0, 2));

/** Seconds a client waits before trying again while the database is unavailable (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
