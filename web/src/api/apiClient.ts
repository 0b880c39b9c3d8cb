import { createApiClient } from './createApiClient';
import { sessionStore } from './sessionStore';
import { SAME_ORIGIN_API_BASE_URL } from './apiBaseUrl';
import { takeEarlyResponse } from './earlyRequests';

export const apiClient = createApiClient({
  // The first screen's request may already be on its way, sent by index.html's inline script (earlyRequests.ts).
  fetch: (input, init) => takeEarlyResponse(input, init) ?? window.fetch(input, init),
  baseUrl: SAME_ORIGIN_API_BASE_URL,
  getToken: () => sessionStore.getToken(),
  replaceToken: (token) => sessionStore.replaceToken(token),
  onUnauthorized: () => sessionStore.forceLogout(),
  logError: (message, detail) => console.error(message, detail),
});
