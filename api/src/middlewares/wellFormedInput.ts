import type { RequestHandler } from 'express';
import { wellFormedInputSchema } from '@arcline/shared';
import { ValidationError } from '../errors';

/** Refuses a body or query with NUL or a lone surrogate anywhere, before any route sees it. */
export const wellFormedInput: RequestHandler = (req, _res, next) => {
  for (const part of [req.body, req.query] as unknown[]) {
    const result = wellFormedInputSchema.safeParse(part);
    if (!result.success) throw new ValidationError(result.error.issues.map((issue) => issue.message));
  }
  next();
};
