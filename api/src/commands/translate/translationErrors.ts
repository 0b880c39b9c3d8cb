import { TRANSLATION_ERROR_STATUS, type TranslationErrorCode, type TranslationParseResult } from '@arcline/shared';
import { AppError } from '../../errors';

/** A translation failure in the `{errors}` envelope with its E00x code (spec 02 §8). */
export function translationError(code: TranslationErrorCode, errors: string[], status: number = TRANSLATION_ERROR_STATUS.invalid): AppError {
  return new AppError(status, errors, { code });
}

/** A translate call's body as its shared parser read it, or its E00x failure. */
export function parsedTranslationRequest<T>(result: TranslationParseResult<T>): T {
  if (!result.ok) throw translationError(result.code, result.errors);
  return result.data;
}
