import type { CompanySettingsUpdate, EntityEnvelope, SuperUserSettings } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';

/** `PUT /api/super-user/settings`: changes some of the company's settings; the server's messages on failure. */
export async function updateSuperUserSettings(update: CompanySettingsUpdate): Promise<SuperUserSettings> {
  const result = await apiClient.put<EntityEnvelope<SuperUserSettings>>('/super-user/settings', update);
  if (!result.ok) throw new Error(result.errors.join(' ') || `super-user settings failed with status ${result.status}`);
  return result.data.entity;
}
