/**
 * What the Word add-in imports from the web app (addin → web → shared), free of browser globals so the sync
 * engine's tests run in Node. The app's singletons and its mount are in ./app.
 */
export * from './modules/document';
export { createApiClient, type ApiClient, type ApiResult } from './api/createApiClient';
export { PushPoller, type PollerClock } from './modules/push/PushPoller';
export { pushNotificationsFetcher } from './modules/push/api/fetchPushNotifications';
