import { type CollectionEnvelope, type Playbook } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { mapData } from '../../../api/apiError';

/** `GET /api/playbooks`: the playbooks of the user's company, for "Review against playbook". */
export async function listPlaybooks() {
  return mapData(await apiClient.get<CollectionEnvelope<Playbook>>('/playbooks'), (envelope) => envelope.collection);
}
