import { createApiClient } from './createApiClient';
import { sessionStore } from '../modules/session/utils/sessionStore';

/** Same origin by default; in the add-in the configuration's API base URL replaces it (useConfiguration). */
const SAME_ORIGIN_API_BASE_URL = '/api';

export const apiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl: SAME_ORIGIN_API_BASE_URL,
  getToken: () => sessionStore.getToken(),
  replaceToken: (token) => sessionStore.replaceToken(token),
  onUnauthorized: () => sessionStore.forceLogout(),
  logError: (message, detail) => console.error(message, detail),
});
