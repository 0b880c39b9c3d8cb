import { z } from 'zod';
import { UUID_PATTERN } from '../../constants';

/**
 * The id field every HTTP contract uses, written once (issue 27, step 4). The pattern itself is `UUID_PATTERN` in
 * `constants.ts` (the username bounds are `USERNAME_MIN/MAX_LENGTH` there, `usernameBounds` in accounts.ts).
 */

/** An id in a request body or path: trimmed, a UUID of any version, answered lower-case; anything else is `message`. */
export const uuidField = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase());
