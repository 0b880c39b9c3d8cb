import type { WordDataError } from '@arcline/shared';

/**
 * A failure of the document host, as one of the Word data errors of spec 01 §8, with a location code that says
 * which step failed (e.g. 'sync/read-body') so a support log points at the place.
 */
export class DocumentHostError extends Error {
  override readonly name = 'DocumentHostError';

  constructor(
    readonly kind: WordDataError,
    readonly location: string,
    options?: { cause?: unknown },
  ) {
    super(`${kind} (${location})`, options);
  }
}
