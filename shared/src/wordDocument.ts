/** Word data errors (spec 01 §8): what went wrong reading or editing the document, each raised with a location code. */
export const WORD_DATA_ERRORS = {
  officeNotReady: 'office js is not ready',
  wordError: 'error from word',
  internalError: 'internal error',
  noCursor: 'no cursor',
} as const;
export type WordDataError = (typeof WORD_DATA_ERRORS)[keyof typeof WORD_DATA_ERRORS];

/** Spec 01 §8: a failed document upload; the API document sync's runner retries it. */
export const documentSyncFailed = (status: number) => `Document sync failed with status ${status}`;

/** Spec 01 §7: the sync update types carried by the `full-document-cache-sync` user action. */
export const SYNC_UPDATE_TYPES = { full: 'full-update', incremental: 'incremental-update' } as const;


/** Word's search takes at most 255 characters; a longer quote is found by its first and last 255. */
export const WORD_SEARCH_MAX_CHARS = 255;
