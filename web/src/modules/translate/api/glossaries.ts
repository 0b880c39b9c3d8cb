import type { TranslationGlossary } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';

/** `GET /api/translate/glossaries`: the company's glossaries, one per language pair. */
export async function fetchGlossaries(): Promise<TranslationGlossary[] | null> {
  const result = await apiClient.get<{ collection: TranslationGlossary[] }>('/translate/glossaries');
  return result.ok ? result.data.collection : null;
}

/** `PUT /api/translate/glossary` (super users): replaces one language pair's glossary; the server's messages on failure. */
export async function saveGlossary(glossary: TranslationGlossary): Promise<{ ok: true } | { ok: false; errors: string[] }> {
  const result = await apiClient.put<{ actionResult: TranslationGlossary }>('/translate/glossary', glossary);
  return result.ok ? { ok: true } : { ok: false, errors: result.errors };
}
