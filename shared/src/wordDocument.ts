/** Word data errors (spec 01 §8): what went wrong reading or editing the document, each raised with a location code. */
export const WORD_DATA_ERRORS = {
  officeNotReady: 'office js is not ready',
  wordError: 'error from word',
  internalError: 'internal error',
  noCursor: 'no cursor',
} as const;
export type WordDataError = (typeof WORD_DATA_ERRORS)[keyof typeof WORD_DATA_ERRORS];
