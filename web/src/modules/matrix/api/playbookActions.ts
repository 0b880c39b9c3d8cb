import type { ActionEnvelope, EntityEnvelope, MatrixColumn, MatrixRedlineRequest, MatrixRedlineResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { mapData } from '../../../api/apiError';
import { usageTracker } from '../../usage/usageTracker';

const action = () => ({ userActionId: usageTracker.actionId() });

/** The two playbook actions of the matrix page (issue 32). */
export const playbookActionsApi = {
  /** "Add playbook columns": one list column per topic of the playbook. */
  addPlaybookColumns: async (matrixId: string, playbookId: string) =>
    mapData(
      await apiClient.post<EntityEnvelope<{ columns: MatrixColumn[] }>>(`/matrices/${encodeURIComponent(matrixId)}/playbook-columns`, { playbookId }, action()),
      (envelope) => envelope.entity.columns,
    ),
  /** "Redline to playbook" on the selected rows: the push topic its progress and zip come on. */
  startRedline: async (matrixId: string, playbookId: string, documentIds: string[]) =>
    mapData(
      await apiClient.post<ActionEnvelope<MatrixRedlineResult>>(`/matrices/${encodeURIComponent(matrixId)}/redline`, { playbookId, documentIds } satisfies MatrixRedlineRequest, action()),
      (envelope) => envelope.actionResult,
    ),
};
