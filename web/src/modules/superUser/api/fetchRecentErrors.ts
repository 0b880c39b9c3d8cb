import type { CollectionEnvelope, ErrorReportGroup, ErrorReportListingInfo, ErrorReportScope } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';

export interface RecentErrors {
  groups: ErrorReportGroup[];
  listing: ErrorReportListingInfo;
}

/** `GET /api/error-reports` (super users only): the own company's, or every company's for an operator. */
export async function fetchRecentErrors(scope: ErrorReportScope): Promise<RecentErrors> {
  const result = await apiClient.get<CollectionEnvelope<ErrorReportGroup>>('/error-reports', { query: { scope } });
  if (!result.ok) throw new Error(`error reports failed with status ${result.status}`);
  return { groups: result.data.collection, listing: result.data.other_data as unknown as ErrorReportListingInfo };
}
