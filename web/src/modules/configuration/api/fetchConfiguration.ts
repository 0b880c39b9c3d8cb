import type { EntityEnvelope } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import type { Configuration } from '../types/Configuration';
import { configurationPath } from '../utils/configurationQueryKey';

export async function fetchConfiguration(): Promise<Configuration> {
  const result = await apiClient.get<EntityEnvelope<Configuration>>(configurationPath);
  if (!result.ok) throw new Error(`configuration failed with status ${result.status}`);
  return result.data.entity;
}
