import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { stdSerializers, type Bindings, type Logger } from 'pino';
// Types only: pino-http's declaration of `req.id` and `req.log` on Node's IncomingMessage, which this module fills.
import type {} from 'pino-http';
import { REQUEST_ID_HEADER } from '@arcline/shared';

/** A request's log, built on first use: `req.log`'s getter and the completion line call it. */
interface LazyRequestLog {
  /** The logger with the request bound (`req`: method, url, headers redacted), as pino-http's request logger. */
  full(): Logger;
  /** Bindings added (`bindRequestLog`) before `req.log` was first read: bound when it is. */
  pending: Bindings[];
  /** `req.log` has been read or set: bindings go to it directly from then on. */
  settled: boolean;
}

const LAZY_LOG = Symbol('lazyRequestLog');
type WithLazyLog = Request & { [LAZY_LOG]?: LazyRequestLog };

/**
 * Logs every request once with a request id, echoed back in a header; bodies and secrets are never logged. The line
 * and `req.log` are those pino-http wrote (`req` serialized with its headers redacted, `res`, `responseTime`, `err`;
 * "request completed", "request aborted", "request errored"), but built only when something is logged: pino
 * serializes a child logger's bindings when the child is made, and pino-http made one with the whole request for
 * every request, the push poll's 250 a second included, whose info line the production level (warn) drops anyway.
 */
export function requestLogger(logger: Logger): RequestHandler {
  // As pino-http: one child of the app's logger carrying the HTTP serializers and the redaction.
  const base = logger.child(
    {},
    {
      // pino-http's wrapped standard serializers are the standard serializers themselves.
      serializers: { req: stdSerializers.req, res: stdSerializers.res, err: stdSerializers.err },
      // A redirect to /login-success carries the session token in its fragment: never log it.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'res.headers.location'],
        censor: (value, path) => (path.at(-1) === 'location' && typeof value === 'string' ? value.replace(/#.*/, '#[Redacted]') : '[Redacted]'),
      },
    },
  );

  return (req, res, next) => {
    const startedAt = Date.now();
    const incoming = req.headers[REQUEST_ID_HEADER.toLowerCase()];
    const id = typeof incoming === 'string' && incoming.length <= 100 ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    req.id = id;

    let full: Logger | undefined;
    let own: Logger | undefined;
    const lazy: LazyRequestLog = { full: () => (full ??= base.child({ req })), pending: [], settled: false };
    (req as WithLazyLog)[LAZY_LOG] = lazy;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => {
        lazy.settled = true;
        return (own ??= lazy.pending.length ? lazy.full().child(Object.assign({}, ...lazy.pending) as Bindings) : lazy.full());
      },
      set: (value: Logger) => {
        lazy.settled = true;
        own = value;
      },
    });

    const onComplete = (error?: Error) => {
      res.removeListener('close', onComplete);
      res.removeListener('finish', onComplete);
      res.removeListener('error', onComplete);
      const level = requestLogLevel(req, res, error);
      if (!base.isLevelEnabled(level)) return;
      const responseTime = Date.now() - startedAt;
      const failure = error ?? (res as Response & { err?: Error }).err ?? (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined);
      if (failure) lazy.full()[level]({ res, err: failure, responseTime }, 'request errored');
      else lazy.full()[level]({ res, responseTime }, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
    };
    res.on('close', onComplete);
    res.on('finish', onComplete);
    res.on('error', onComplete);
    next();
  };
}

/**
 * Adds bindings (the user, the user action) to the request's log: to the logger itself once it is built, else kept
 * until `req.log` is first read, so a request that logs nothing never builds one.
 */
export function bindRequestLog(req: Request, bindings: Bindings): void {
  const lazy = (req as WithLazyLog)[LAZY_LOG];
  if (lazy && !lazy.settled) lazy.pending.push(bindings);
  else req.log = req.log.child(bindings);
}

/**
 * error for a failure of ours, warn for a request refused as the client's fault, info otherwise, including a request
 * whose client went away before sending all of it (a tab closed while it posted): nothing to fix on either side.
 */
export function requestLogLevel(
  req: { readableAborted: boolean },
  res: { statusCode: number },
  error: Error | undefined,
): 'error' | 'warn' | 'info' {
  if (error || res.statusCode >= 500) return 'error';
  if (req.readableAborted) return 'info';
  if (res.statusCode >= 400) return 'warn';
  return 'info';
}
