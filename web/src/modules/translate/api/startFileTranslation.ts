import type { TranslateFileRequest, TranslateFileResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { toTranslationResult, type TranslationCallResult } from './translationFailure';

/** `POST /api/translate/file` (spec 02 §7): starts translating the uploaded file; progress comes by push. */
export async function startFileTranslation(request: TranslateFileRequest, userActionId: string): Promise<TranslationCallResult<TranslateFileResult>> {
  return toTranslationResult(await apiClient.post<{ actionResult: TranslateFileResult }>('/translate/file', request, { userActionId }));
}
