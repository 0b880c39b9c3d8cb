/** What the Word add-in imports from the web app (addin → web → shared). */
export * from './modules/document';
export { createApiClient, type ApiClient, type ApiResult } from './api/createApiClient';
export { PushPoller, type PollerClock } from './modules/push/PushPoller';
export { pushNotificationsFetcher } from './modules/push/api/fetchPushNotifications';
