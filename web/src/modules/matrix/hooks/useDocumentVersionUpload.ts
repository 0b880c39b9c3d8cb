import { useCallback } from 'react';
import { MATRIX_VERSION_TEXTS, type EntityEnvelope, type MatrixDocumentVersionResult } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { mapData } from '../../../api/apiError';
import { uploadAttachment } from '../../attachments/api/attachmentsApi';
import { usageTracker } from '../../usage/usageTracker';
import { toastStore } from '../../toast/utils/toastStore';
import { describeErrors } from '../utils/describeErrors';

/**
 * "Upload new version" (issue 31): the file becomes an attachment (the attachment flow of Upload Documents), then
 * `POST /api/matrices/:id/documents/:documentId/versions` puts it in the row and recomputes the row's cells.
 */
export function useDocumentVersionUpload(matrixId: string, onReplaced: () => void) {
  return useCallback(
    async (documentId: string, file: File) => {
      const actionId = usageTracker.actionId();
      const uploaded = await uploadAttachment(apiClient, file, actionId);
      const replaced = uploaded.ok
        ? mapData(
            await apiClient.post<EntityEnvelope<MatrixDocumentVersionResult>>(
              `/matrices/${encodeURIComponent(matrixId)}/documents/${encodeURIComponent(documentId)}/versions`,
              { attachmentId: uploaded.attachmentId },
              { userActionId: actionId },
            ),
            (envelope) => envelope.entity,
          )
        : null;
      if (!replaced?.ok) {
        toastStore.toast({ title: MATRIX_VERSION_TEXTS.versionFailed, description: replaced ? describeErrors(replaced.errors) : '', variant: 'error' });
        return;
      }
      onReplaced();
    },
    [matrixId, onReplaced],
  );
}
