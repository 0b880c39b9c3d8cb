import { apiClient } from '../../api/apiClient';
import { PushPoller } from './PushPoller';
import { pushNotificationsFetcher } from './api/fetchPushNotifications';

/** The app's one poller (spec 01 §4): every topic subscribes here. */
export const appPushPoller = new PushPoller(pushNotificationsFetcher(apiClient));
