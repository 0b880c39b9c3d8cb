import type { ActionEnvelope, EntityEnvelope, MatrixColumn, MatrixRedlineRequest, MatrixRedlineResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { mapData } from '../../../api/apiError';
import type { ApiClient } from '../../../api/createApiClient';
import { usageTracker } from '../../usage/usageTracker';

/** The party the firm acts for, when the user named one (blank is none: the playbook version's default). */
const side = (actingFor: string | undefined) => (actingFor?.trim() ? { actingFor: actingFor.trim() } : {});

/** The two playbook actions of the matrix page (issue 32), each with the dialog's "Acting for" (issue 31, 31d). */
export function createPlaybookActionsApi(client: ApiClient, newActionId: () => string) {
  const action = () => ({ userActionId: newActionId() });
  return {
    /** "Add playbook columns": one list column per topic of the playbook. */
    addPlaybookColumns: async (matrixId: string, playbookId: string, actingFor?: string) =>
      mapData(
        await client.post<EntityEnvelope<{ columns: MatrixColumn[] }>>(`/matrices/${encodeURIComponent(matrixId)}/playbook-columns`, { playbookId, ...side(actingFor) }, action()),
        (envelope) => envelope.entity.columns,
      ),
    /** "Redline to playbook" on the selected rows: the push topic its progress and zip come on. */
    startRedline: async (matrixId: string, playbookId: string, documentIds: string[], actingFor?: string) =>
      mapData(
        await client.post<ActionEnvelope<MatrixRedlineResult>>(
          `/matrices/${encodeURIComponent(matrixId)}/redline`,
          { playbookId, documentIds, ...side(actingFor) } satisfies MatrixRedlineRequest,
          action(),
        ),
        (envelope) => envelope.actionResult,
      ),
  };
}

export const playbookActionsApi = createPlaybookActionsApi(apiClient, () => usageTracker.actionId());
