import { useCallback, useState } from 'react';
import { MATRIX_DOCUMENTS_PER_REQUEST, MATRIX_TEXTS, MATRIX_UPLOAD_CONCURRENCY } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { uploadAttachment } from '../../attachments/api/attachmentsApi';
import { usageTracker } from '../../usage/usageTracker';
import { toastStore } from '../../toast/utils/toastStore';
import { matrixApi } from '../api/matrixApiClient';
import { describeErrors } from '../utils/describeErrors';
import { uploadInBatches } from '../utils/uploadInBatches';

const { toasts } = MATRIX_TEXTS;

/** Files uploaded so far of the selection. */
export interface MatrixUploadProgress {
  done: number;
  total: number;
}

/**
 * Upload Documents (spec 02 §4): each file becomes an attachment (a known duplicate is reused by its id, a failed
 * file is dropped), then the successful attachment ids are added to the matrix as documents. A large selection
 * (10,000 files) is uploaded MATRIX_UPLOAD_CONCURRENCY files at a time, and its documents are added in batches of
 * MATRIX_DOCUMENTS_PER_REQUEST as the uploads finish, so rows appear (and their cells start) while the rest uploads.
 */
export function useMatrixUpload(matrixId: string, onAdded: () => void) {
  const [progress, setProgress] = useState<MatrixUploadProgress | null>(null);

  const upload = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      try {
        const result = await uploadInBatches({
          files,
          concurrency: MATRIX_UPLOAD_CONCURRENCY,
          batchSize: MATRIX_DOCUMENTS_PER_REQUEST,
          onProgress: (done, total) => setProgress({ done, total }),
          upload: async (file) => {
            const outcome = await uploadAttachment(apiClient, file, usageTracker.actionId());
            return outcome.ok ? outcome.attachmentId : null;
          },
          addBatch: async (attachmentIds) => {
            const added = await matrixApi.addDocuments(matrixId, attachmentIds);
            if (!added.ok) return { errors: added.errors };
            onAdded();
            return { added: added.data.documents.length };
          },
        });
        if (result.uploaded === 0) {
          toastStore.toast({ title: toasts.errorAddingDocuments, description: toasts.fileUploadFailed, variant: 'error' });
        } else if (result.errors.length > 0) {
          toastStore.toast({ title: toasts.errorAddingDocument, description: describeErrors(result.errors), variant: 'error' });
        } else {
          toastStore.toast({ title: toasts.documentsAdded, description: toasts.documentsAddedDescription(result.added) });
        }
      } finally {
        setProgress(null);
      }
    },
    [matrixId, onAdded],
  );

  return { upload, progress };
}
