import { DOCUMENT_NOT_SYNCED, type ActionEnvelope, type ErrorActionResult, type MonitorActionResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { usageTracker } from '../../usage/usageTracker';

export type ReviewRequestResult = { kind: 'monitor'; topicId: string } | { kind: 'notSynced' } | { kind: 'failed' };

/**
 * `POST /api/ai/review-document` for the open document, sent as the user action review-document-click (spec 01 §7),
 * whose id goes along as X-T-User-Action. The review arrives on the answered push topic.
 */
export async function requestDocumentReview(documentId: string): Promise<ReviewRequestResult> {
  const userActionId = usageTracker.track('review-document-click', { documentData: { documentId } });
  const result = await apiClient.post<ActionEnvelope<MonitorActionResult | ErrorActionResult>>('/ai/review-document', { documentId }, { userActionId });
  if (!result.ok) return { kind: 'failed' };
  const action = result.data.actionResult;
  if (action.type === 'monitor') return { kind: 'monitor', topicId: action.pushNotificationTopicId };
  return action.errorType === DOCUMENT_NOT_SYNCED ? { kind: 'notSynced' } : { kind: 'failed' };
}
