import type { CollectionEnvelope, ErrorReportGroup } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';

/** `GET /api/error-reports` (super users only). */
export async function fetchRecentErrors(): Promise<ErrorReportGroup[]> {
  const result = await apiClient.get<CollectionEnvelope<ErrorReportGroup>>('/error-reports');
  if (!result.ok) throw new Error(`error reports failed with status ${result.status}`);
  return result.data.collection;
}
