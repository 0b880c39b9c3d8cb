import { TRANSLATION_MESSAGES, TRANSLATION_TEXT_MAX_CHARS, TRANSLATION_UI_MESSAGES, type TranslationErrorCode } from '@arcline/shared';

/** What a failed call or check said: its E00x code, the server's messages and the quota figures. */
export interface FailureFacts {
  status?: number;
  code?: TranslationErrorCode;
  errors: string[];
  charactersUsed?: number;
  quotaCharacters?: number;
}

const SERVER_ERROR = 500;

/** The message of a failed upload request, as spec 02 §8 says each code is shown. */
export function uploadFailureMessage(failure: FailureFacts): string {
  const serverMessage = failure.errors[0];
  switch (failure.code) {
    case 'E001':
      return TRANSLATION_UI_MESSAGES.unknownError;
    case 'E002':
      // E002 is also a target no translator serves (issue 30): its message is the user's to read.
      return serverMessage && serverMessage !== TRANSLATION_MESSAGES.invalidExtension ? failure.errors.join(' ') : TRANSLATION_UI_MESSAGES.unsupportedExtension;
    case 'E003':
      return TRANSLATION_UI_MESSAGES.unsupportedExtension;
    case 'E004':
      return serverMessage ?? TRANSLATION_UI_MESSAGES.fileTooLarge;
    case 'E005':
      return serverMessage ?? quotaMessage(failure) ?? TRANSLATION_UI_MESSAGES.uploadFailed;
    default:
      return serverMessage && (failure.status ?? 0) < SERVER_ERROR ? failure.errors.join(' ') : TRANSLATION_UI_MESSAGES.uploadFailed;
  }
}

function quotaMessage({ charactersUsed, quotaCharacters }: FailureFacts): string | undefined {
  return quotaCharacters === undefined ? undefined : TRANSLATION_MESSAGES.fileQuotaExceeded(charactersUsed ?? 0, quotaCharacters);
}

/**
 * The message of a failed text translation (spec 02 §8): the quota message (or its fallback) for E003, the
 * server's words when it names a language it cannot translate (E002) or a missing target, else the generic one.
 */
export function textFailureMessage(failure: FailureFacts): string {
  const serverMessage = failure.errors[0];
  if (failure.code === 'E003') return serverMessage ?? TRANSLATION_UI_MESSAGES.textQuotaFallback;
  if (failure.code === 'E002' && serverMessage) return failure.errors.join(' ');
  if (serverMessage === TRANSLATION_MESSAGES.targetLanguageRequired) return serverMessage;
  // The limit the server names is the user's to act on (issue 30: 51,000 characters read "Please try again").
  if (serverMessage === TRANSLATION_MESSAGES.textTooLong(TRANSLATION_TEXT_MAX_CHARS)) return serverMessage;
  return TRANSLATION_UI_MESSAGES.translateTextFailed;
}

/** The message of a failed `POST /api/translate/file`; a language it cannot serve is named after it. */
export function fileTranslationFailureMessage(failure: FailureFacts): { message: string; detail: string | null } {
  const detail = failure.code === 'E002' && failure.errors.length > 0 ? failure.errors.join(' ') : null;
  return { message: TRANSLATION_UI_MESSAGES.translateFileFailed, detail };
}
