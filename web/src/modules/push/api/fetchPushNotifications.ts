import type { PushNotification } from '@arcline/shared';
import type { ApiClient } from '../../../api/createApiClient';
import type { FetchNotifications } from '../PushPoller';

/** `GET /api/push-notifications?topicIds=[…]&lastNSeconds=N[&after=cursor]` through the app's API client. */
export function pushNotificationsFetcher(client: ApiClient): FetchNotifications {
  return async (topicIds, lastNSeconds, after) => {
    const result = await client.get<{ collection: PushNotification[]; other_data?: { cursor?: string } }>('/push-notifications', { query: { topicIds, lastNSeconds, after } });
    return result.ok ? { ok: true, notifications: result.data.collection, cursor: result.data.other_data?.cursor } : { ok: false, status: result.status };
  };
}
