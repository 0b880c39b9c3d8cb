import { z } from 'zod';
import { UUID_PATTERN, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../constants';

/**
 * The id and username shapes every HTTP contract uses, written once (issue 27, step 4). The pattern itself is
 * `UUID_PATTERN` in `constants.ts`; this file turns it into the zod fields the request schemas share.
 */

/** An id in a request body or path: trimmed, a UUID of any version, answered lower-case; anything else is `message`. */
export const uuidField = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase());

/** The spec's username length bounds (spec 01 §9), the defaults of the runtime config's USERNAME_MIN/MAX_LENGTH. */
export const USERNAME_BOUNDS = { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH } as const;
