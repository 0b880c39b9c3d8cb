/** Messages of the translation engines that reach the user (E002 and push error details). */
export const TRANSLATION_SERVER_MESSAGES = {
  languageNotDetected: 'The language of the text could not be detected. Please choose the source language.',
  engineQuotaExceeded: 'The translation service has used up its own quota. Please try again later or contact support.',
} as const;
