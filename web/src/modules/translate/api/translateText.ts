import type { TranslateTextRequest, TranslateTextResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { toTranslationResult, type TranslationCallResult } from './translationFailure';

/** `POST /api/translate/text` (spec 02 §7). */
export async function translateText(request: TranslateTextRequest, userActionId: string): Promise<TranslationCallResult<TranslateTextResult>> {
  return toTranslationResult(await apiClient.post<{ actionResult: TranslateTextResult }>('/translate/text', request, { userActionId }));
}
