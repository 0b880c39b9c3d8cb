import { useCallback, useState } from 'react';
import { MATRIX_TEXTS } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { uploadAttachment } from '../../attachments/api/attachmentsApi';
import { toastStore } from '../../toast/utils/toastStore';
import { matrixApi } from '../api/matrixApiClient';
import { describeErrors } from '../utils/describeErrors';

const { toasts } = MATRIX_TEXTS;

/**
 * Upload Documents (spec 02 §4): each file becomes an attachment (a known duplicate is reused by its id, a failed
 * file is dropped), then the successful attachment ids are added to the matrix as documents.
 */
export function useMatrixUpload(matrixId: string, onAdded: () => void) {
  const [uploading, setUploading] = useState(false);

  const upload = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      setUploading(true);
      try {
        const outcomes = await Promise.all(files.map((file) => uploadAttachment(apiClient, file)));
        const attachmentIds = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.attachmentId] : []));
        if (attachmentIds.length === 0) {
          toastStore.toast({ title: toasts.errorAddingDocuments, description: toasts.fileUploadFailed, variant: 'error' });
          return;
        }
        const added = await matrixApi.addDocuments(matrixId, attachmentIds);
        if (!added.ok) {
          toastStore.toast({ title: toasts.errorAddingDocument, description: describeErrors(added.errors), variant: 'error' });
          return;
        }
        toastStore.toast({ title: toasts.documentsAdded, description: toasts.documentsAddedDescription(added.data.documents.length) });
        onAdded();
      } finally {
        setUploading(false);
      }
    },
    [matrixId, onAdded],
  );

  return { upload, uploading };
}
