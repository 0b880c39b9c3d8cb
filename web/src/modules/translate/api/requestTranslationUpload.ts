import type { TranslationUploadRequest, TranslationUploadResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { toTranslationResult, type TranslationCallResult } from './translationFailure';

/** `POST /api/translate/request-upload` (spec 02 §7): a write-only upload URL and the push topic of the translation. */
export async function requestTranslationUpload(
  request: TranslationUploadRequest,
  userActionId: string,
): Promise<TranslationCallResult<TranslationUploadResult>> {
  return toTranslationResult(
    await apiClient.post<{ actionResult: TranslationUploadResult }>('/translate/request-upload', request, { userActionId }),
  );
}
