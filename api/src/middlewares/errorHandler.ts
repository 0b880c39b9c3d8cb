import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { ERROR_REPORT_TAGS, HTTP_ERROR_MESSAGES, USER_ACTION_HEADER } from '@arcline/shared';
import type { ServerErrorReporter } from '@arcline/shared/errorReports/serverErrorReporter';
import { AppError } from '../errors';
import { respond } from '../respond';

/** Unknown /api paths are 404 in the error envelope, never the web app's HTML. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  respond.errors(res, [HTTP_ERROR_MESSAGES[404]], 404);
};

/**
 * The one error handler: AppError keeps its status, zod and JSON-body errors are 400, the rest is 500 and is
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
  if (isBodyTooLarge(error)) {
    respond.errors(res, [HTTP_ERROR_MESSAGES[413]], 413);
    return;
  }
  if (isBodyParserError(error)) {
    respond.errors(res, [HTTP_ERROR_MESSAGES[400]], 400);
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

function isBodyTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large';
}

function isBodyParserError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error && (error as { status: unknown }).status === 400;
}
