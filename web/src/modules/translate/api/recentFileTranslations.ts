import type { RecentFileTranslation } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';

/** `GET /api/translate/files`: the user's recent file translations with their last state (null when it failed). */
export async function fetchRecentFileTranslations(): Promise<RecentFileTranslation[] | null> {
  const result = await apiClient.get<{ collection: RecentFileTranslation[] }>('/translate/files');
  return result.ok ? result.data.collection : null;
}
