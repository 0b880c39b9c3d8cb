import type { ActionEnvelope, SignedInResponse } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';

type ActionMessage = ActionEnvelope<{ message: string }>;
const PUBLIC = { authenticated: false } as const;

/** The account calls of spec 01 §7 (paths as the API serves them under /api/auth); the session's own are session/api/sessionApi.ts. */
export const accountsApi = {
  login: (input: { usernameOrEmail: string; password: string }) => apiClient.post<SignedInResponse>('/auth/login', input, PUBLIC),
  signup: (input: { email: string; userName: string; password: string; code: string; fullName?: string; displayName?: string }) =>
    apiClient.post<SignedInResponse>('/auth/signup', input, PUBLIC),
  forgotPassword: (input: { email: string }) => apiClient.post<ActionMessage>('/auth/forgot-password', input, PUBLIC),
  resetPassword: (input: { email: string; code: string; newPassword: string; repeatedPassword: string }) =>
    apiClient.post<ActionMessage>('/auth/reset-password', input, PUBLIC),
  changePassword: (input: { oldPassword: string; newPassword: string; repeatedPassword: string }) =>
    apiClient.post<ActionMessage>('/auth/change-password', input),
  verifyEmail: (input: { code: string }) => apiClient.post<ActionMessage>('/auth/verify-email', input),
  resendVerification: () => apiClient.post<ActionMessage>('/auth/resend-verification'),
};
