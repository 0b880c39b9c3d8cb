/** ApplicationFailure types of AI activities that a retry cannot fix. */
export const AI_FAILURE_TYPES = {
  unavailable: 'AiUnavailable',
  invalidRequest: 'AiInvalidRequest',
  malformedOutput: 'AiMalformedOutput',
  unsupportedByEngine: 'UnsupportedByEngine',
} as const;

/** The message the throw-async-error workflow fails with, so tests and operators can recognise it. */
export const ASYNC_TEST_ERROR_MESSAGE = 'Asynchronous test error raised by an activity on purpose.';

/**
 * Why a cell failed, as the workflow knows it; the activity that stores the failure writes the user's message, so the
 * workflow bundle stays free of the texts (and of everything else `@arcline/shared` would load per workflow run).
 */
export type MatrixCellFailure =
  | { reason: 'documentNotReady' }
  | { reason: 'extractionFailed' }
  /** A message already written for the user: the document's extraction error, or an AI failure no retry fixes. */
  | { reason: 'explained'; message: string };

/** ApplicationFailure types of translation activities that a retry cannot fix. */
export const TRANSLATION_FAILURE_TYPES = {
  /** No configured engine serves the pair, or the source language could not be detected (E002). */
  unsupportedLanguage: 'TranslationUnsupportedLanguage',
  /** The file is not what its name says, or cannot be read. */
  invalidFile: 'TranslationInvalidFile',
  /** The engine's own quota is used up (DeepL 456). */
  engineQuotaExceeded: 'TranslationEngineQuotaExceeded',
  /** The browser never uploaded the file. */
  notUploaded: 'TranslationNotUploaded',
  /** The uploaded file is larger than its type's maximum, whatever size was declared (E004). */
  fileTooLarge: 'TranslationFileTooLarge',
  /** The file's characters would take the company past its monthly file quota (E005). */
  quotaExceeded: 'TranslationQuotaExceeded',
} as const;
