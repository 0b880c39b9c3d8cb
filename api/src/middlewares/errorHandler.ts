import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { HTTP_ERROR_MESSAGES } from '@arcline/shared';
import { AppError } from '../errors';
import { respond } from '../respond';

/** Unknown /api paths are 404 in the error envelope, never the web app's HTML. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  respond.errors(res, [HTTP_ERROR_MESSAGES[404]], 404);
};

/** The one error handler: AppError keeps its status, zod and JSON-body errors are 400, the rest is 500. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
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
  respond.errors(res, [HTTP_ERROR_MESSAGES[500]], 500);
};

function isBodyTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large';
}

function isBodyParserError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error && (error as { status: unknown }).status === 400;
}
