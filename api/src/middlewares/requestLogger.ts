import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '@arcline/shared';

/** Logs every request once with a request id, echoed back in a header; bodies and secrets are never logged. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers[REQUEST_ID_HEADER.toLowerCase()];
      const id = typeof incoming === 'string' && incoming.length <= 100 ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // A redirect to /login-success carries the session token in its fragment: never log it.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'res.headers.location'],
      censor: (value, path) =>
        path.at(-1) === 'location' && typeof value === 'string' ? value.replace(/#.*/, '#[Redacted]') : '[Redacted]',
    },
    customLogLevel: (req, res, error) => requestLogLevel(req, res, error),
  });
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
