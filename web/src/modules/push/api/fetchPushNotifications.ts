import type { PushNotification } from '@arcline/shared';
import type { ApiClient } from '../../../api/createApiClient';
import type { FetchNotifications } from '../PushPoller';

/** `GET /api/push-notifications?topicIds=[…]&lastNSeconds=N` through the app's API client. */
export function pushNotificationsFetcher(client: ApiClient): FetchNotifications {
  return async (topicIds, lastNSeconds) => {
    const result = await client.get<{ collection: PushNotification[] }>('/push-notifications', { query: { topicIds, lastNSeconds } });
    return result.ok ? { ok: true, notifications: result.data.collection } : { ok: false, status: result.status };
  };
}
