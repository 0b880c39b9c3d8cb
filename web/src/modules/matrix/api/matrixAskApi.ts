import type { ActionEnvelope, MatrixAskResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { mapData } from '../../../api/apiError';
import { usageTracker } from '../../usage/usageTracker';

/** "Ask the matrix" (issue 31): the push topic the answer comes on. */
export const matrixAskApi = {
  ask: async (matrixId: string, question: string) =>
    mapData(
      await apiClient.post<ActionEnvelope<MatrixAskResult>>(`/matrices/${encodeURIComponent(matrixId)}/ask`, { question }, { userActionId: usageTracker.actionId() }),
      (envelope) => envelope.actionResult,
    ),
};
