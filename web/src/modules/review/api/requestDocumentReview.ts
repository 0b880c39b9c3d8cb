import { DOCUMENT_NOT_SYNCED, type ActionEnvelope, type ErrorActionResult, type MonitorActionResult, type ReviewDocumentRequest } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { usageTracker } from '../../usage/usageTracker';

export type ReviewRequestResult = { kind: 'monitor'; topicId: string } | { kind: 'notSynced' } | { kind: 'failed' };

/**
 * `POST /api/ai/review-document` for the open document, sent as the user action review-document-click (spec 01 §7),
 * whose id goes along as X-T-User-Action; with a playbook's id, a review against that playbook (docs/playbooks.md).
 * The review arrives on the answered push topic.
 */
export async function requestDocumentReview(documentId: string, playbookId?: string, actingFor?: string): Promise<ReviewRequestResult> {
  const userActionId = usageTracker.track('review-document-click', { documentData: { documentId } });
  const body: ReviewDocumentRequest = playbookId ? { documentId, playbookId, ...(actingFor ? { actingFor } : {}) } : { documentId };
  const result = await apiClient.post<ActionEnvelope<MonitorActionResult | ErrorActionResult>>('/ai/review-document', body, { userActionId });
  if (!result.ok) return { kind: 'failed' };
  const action = result.data.actionResult;
  if (action.type === 'monitor') return { kind: 'monitor', topicId: action.pushNotificationTopicId };
  return action.errorType === DOCUMENT_NOT_SYNCED ? { kind: 'notSynced' } : { kind: 'failed' };
}
