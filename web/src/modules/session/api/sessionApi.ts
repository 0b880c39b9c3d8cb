import { apiClient } from '../../../api/apiClient';

/** The calls of a signed-in session itself (spec 01 §7, under /api/auth); the account calls are accounts/api/accountsApi.ts. */
export const sessionApi = {
  logout: () => apiClient.post<undefined>('/auth/logout'),
  /** The server's first screen of a matrix for this session (README "Matrix Review", first screen). */
  setFirstScreenCookie: () => apiClient.put<undefined>('/auth/first-screen'),
  clearFirstScreenCookie: () => apiClient.delete<undefined>('/auth/first-screen', { authenticated: false }),
};
