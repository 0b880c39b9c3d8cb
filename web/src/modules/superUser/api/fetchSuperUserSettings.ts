import type { EntityEnvelope, SuperUserSettings } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';

/** `GET /api/super-user/settings`: the company's settings, the engines offered and the Temporal UI link. */
export async function fetchSuperUserSettings(): Promise<SuperUserSettings> {
  const result = await apiClient.get<EntityEnvelope<SuperUserSettings>>('/super-user/settings');
  if (!result.ok) throw new Error(`super-user settings failed with status ${result.status}`);
  return result.data.entity;
}
