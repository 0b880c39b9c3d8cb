import {
  PUSH_MESSAGE_TYPES,
  type DocumentChange,
  type DocumentPart,
  type MonitorActionResult,
  type UserActionEvent,
} from '@arcline/shared';
import type { ApiClient, ApiResult, PushPoller } from '@arcline/web';
import type { CacheCallResult, DocumentCacheApi } from './documentCacheApi';

const topicOf = (result: ApiResult<{ actionResult: MonitorActionResult }>): CacheCallResult =>
  result.ok ? { ok: true, topicId: result.data.actionResult.pushNotificationTopicId } : { ok: false, status: result.status };

/** The API document sync's server calls through the app's API client; indexing is followed on the push poller. */
export function createDocumentCacheApi(client: ApiClient, poller: PushPoller, now: () => Date = () => new Date()): DocumentCacheApi {
  return {
    async cacheFull(documentId: string, documentParts: DocumentPart[], userActionId: string) {
      return topicOf(await client.post('/ai/cache-document-full', { cacheUpdate: { documentId, documentParts } }, { userActionId }));
    },
    async cacheUpdate(documentId: string, changes: DocumentChange[]) {
      return topicOf(await client.post('/ai/cache-document-update', { documentId, changes }));
    },
    async trackDocumentCacheSync(event) {
      const userActionEvent: UserActionEvent = {
        type: 'full-document-cache-sync',
        eventTime: now().toISOString(),
        documentData: { documentId: event.documentId, changeTrackingMode: event.changeTrackingMode },
        documentUpdateStatistics: { ...event.statistics },
        userActionId: event.userActionId,
        elapsedTime: Math.round(event.elapsedTime),
      };
      const result = await client.post('/engagement/chronicle', { userActionEvents: [userActionEvent] });
      if (!result.ok) throw new Error(`The user action was not recorded (status ${result.status})`);
    },
    awaitIndexing(topicId: string) {
      return new Promise<void>((resolve, reject) => {
        poller.subscribe(topicId, {
          // Progress of the indexing: the indicator already says 'Indexing' while it runs.
          [PUSH_MESSAGE_TYPES.progressUpdate]: () => undefined,
          [PUSH_MESSAGE_TYPES.successResponse]: () => resolve(),
          [PUSH_MESSAGE_TYPES.errorResponse]: (payload) => reject(new Error(String(payload.chatMessage ?? 'indexing failed'))),
          [PUSH_MESSAGE_TYPES.endOfTopic]: () => resolve(),
        });
      });
    },
  };
}
