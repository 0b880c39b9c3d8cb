import type { Request } from 'express';
import type { z } from 'zod';
import { ValidationError } from '../errors';

/** Parses a request part with a zod schema; the schema's own messages become the 400 answer. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new ValidationError([...new Set(result.error.issues.map((issue) => issue.message))]);
  }
  return result.data;
}

export const parseBody = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => parseInput(schema, req.body);
export const parseQuery = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> => parseInput(schema, req.query);
