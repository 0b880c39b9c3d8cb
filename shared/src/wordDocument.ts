/** Word data errors (spec 01 §8): what went wrong reading or editing the document, each raised with a location code. */
export const WORD_DATA_ERRORS = {
  officeNotReady: 'office js is not ready',
  wordError: 'error from word',
  internalError: 'internal error',
  noCursor: 'no cursor',
  hiddenInTables: 'selection hidden inside tables',
} as const;
export type WordDataError = (typeof WORD_DATA_ERRORS)[keyof typeof WORD_DATA_ERRORS];

/** What the user is told for each Word data error (spec 01 §8), followed by its location code. */
export const WORD_DATA_ERROR_ADVICE: Record<WordDataError, string> = {
  [WORD_DATA_ERRORS.officeNotReady]:
    'Arcline is not connected to Word yet. Make sure the document is open in Word and try again in a few seconds; if this persists, reload the add-in.',
  [WORD_DATA_ERRORS.wordError]: 'An unexpected error occurred while working with your document. Please reload the add-in and try again.',
  [WORD_DATA_ERRORS.internalError]: 'An unexpected error occurred while working with your document. Please reload the add-in and try again.',
  [WORD_DATA_ERRORS.noCursor]:
    'Your cursor is in a place where Word does not share its location with add-ins. Move the cursor into a paragraph or a table cell and try again.',
  [WORD_DATA_ERRORS.hiddenInTables]:
    'Your selection is hidden inside tables. Select full table rows, or rows together with paragraphs outside the table, and try again.',
};

/** The advice of a Word data error with its location code, as the chat shows it. */
export const wordDataErrorText = (kind: WordDataError, location: string) => `${WORD_DATA_ERROR_ADVICE[kind]} (location code: ${location})`;

/** Spec 01 §8: a failed document upload; the API document sync's runner retries it. */
export const documentSyncFailed = (status: number) => `Document sync failed with status ${status}`;

/** Spec 01 §7: the sync update types carried by the `full-document-cache-sync` user action. */
export const SYNC_UPDATE_TYPES = { full: 'full-update', incremental: 'incremental-update' } as const;

