/** The running app for the add-in's task pane entry: its mount and the singletons it shares with the app. */
export { mountApp } from './mountApp';
export { apiClient } from './api/apiClient';
export { appPushPoller } from './modules/push/appPushPoller';
export { sessionStore } from './api/sessionStore';
export { rememberOfficeMode } from './modules/session/utils/isOfficeMode';
