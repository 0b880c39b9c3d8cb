import type { TranslationErrorBody, TranslationErrorCode } from '@arcline/shared';
import type { ApiResult } from '../../../api/createApiClient';

/** A failed translation call: the server's messages and, when it sent them, the E00x code and quota figures. */
export interface TranslationFailure {
  ok: false;
  status: number;
  errors: string[];
  code?: TranslationErrorCode;
  charactersUsed?: number;
  quotaCharacters?: number;
}

export type TranslationCallResult<T> = { ok: true; data: T } | TranslationFailure;

/** Reads the `{errors, code, charactersUsed, quotaCharacters}` envelope of a failed call. */
export function toTranslationResult<T>(result: ApiResult<{ actionResult: T }>): TranslationCallResult<T> {
  if (result.ok) return { ok: true, data: result.data.actionResult };
  const body = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as Partial<TranslationErrorBody>;
  return {
    ok: false,
    status: result.status,
    errors: result.errors,
    code: body.code,
    charactersUsed: typeof body.charactersUsed === 'number' ? body.charactersUsed : undefined,
    quotaCharacters: typeof body.quotaCharacters === 'number' ? body.quotaCharacters : undefined,
  };
}
