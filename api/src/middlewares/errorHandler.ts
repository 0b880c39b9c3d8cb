import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { ERROR_REPORT_TAGS, HTTP_ERROR_MESSAGES, REQUEST_MESSAGES, USER_ACTION_HEADER } from '@arcline/shared';
import type { ServerErrorReporter } from '@arcline/shared/errorReports/serverErrorReporter';
import { AppError } from '../errors';
import { constraintViolationAnswer } from '../db/constraintViolations';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/databaseUnavailable';
import { respond } from '../respond';

/** Unknown /api paths are 404 in the error envelope, never the web app's HTML. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  respond.errors(res, [HTTP_ERROR_MESSAGES[404]], 404);
};

/**
 * The one error handler: AppError keeps its status, zod errors are 400, a database constraint violation a user can
 * run into gets its documented answer (the one mapping, api/src/db/constraintViolations.ts), a client error raised by
 * Express itself (body parser, path decoding) keeps its 4xx status with a clear message, a database that cannot be
 * reached (restarting, failing over) is 503 with Retry-After, the rest is 500 and is
 * reported (request id, user id, user action id, route) through the error reporter.
 */
export const errorHandler = (reporter: ServerErrorReporter): ErrorRequestHandler => (error: unknown, req, res, _next) => {
  if (error instanceof AppError) {
    respond.errors(res, error.messages, error.status, error.extra);
    return;
  }
  if (error instanceof ZodError) {
    respond.errors(res, error.issues.map((issue) => issue.message), 400);
    return;
  }
  const violation = constraintViolationAnswer(error);
  if (violation) {
    respond.errors(res, violation.messages, violation.status);
    return;
  }
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, 'database unavailable');
    res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    respond.errors(res, [HTTP_ERROR_MESSAGES[503]], 503);
    return;
  }
  const clientError = expressClientError(error);
  if (clientError) {
    respond.errors(res, [clientError.message], clientError.status);
    return;
  }
  req.log.error({ err: error }, 'unexpected error');
  reporter.capture(error, { tags: requestTags(req), userId: req.user?.id });
  respond.errors(res, [HTTP_ERROR_MESSAGES[500]], 500);
};

function requestTags(req: Request): Record<string, string> {
  const tags: Record<string, string> = {
    [ERROR_REPORT_TAGS.requestId]: String(req.id),
    [ERROR_REPORT_TAGS.where]: `${req.method} ${req.baseUrl}${typeof req.route?.path === 'string' ? req.route.path : req.path}`,
  };
  const userActionId = req.get(USER_ACTION_HEADER);
  if (userActionId) tags[ERROR_REPORT_TAGS.userActionId] = userActionId.slice(0, 100);
  return tags;
}

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
}

/** http-errors raised by body-parser (413, 415, 400 for bad JSON or a body that does not inflate) and by the router (400 for bad percent-encoding). */
function expressClientError(error: unknown): { status: number; message: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode, type } = error as HttpErrorLike;
  const code = typeof status === 'number' ? status : statusCode;
  if (typeof code !== 'number' || code < 400 || code > 499) return undefined;
  if (code === 413 || code === 415) return { status: code, message: HTTP_ERROR_MESSAGES[code] };
  if (error instanceof URIError) return { status: 400, message: REQUEST_MESSAGES.malformedPath };
  if (type === 'entity.parse.failed') return { status: 400, message: REQUEST_MESSAGES.malformedJson };
  return { status: 400, message: REQUEST_MESSAGES.malformedBody };
}
