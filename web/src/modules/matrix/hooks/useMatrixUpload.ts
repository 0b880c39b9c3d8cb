import { useCallback, useState } from 'react';
import { MATRIX_DOCUMENTS_PER_REQUEST, MATRIX_TEXTS, MATRIX_UPLOAD_CONCURRENCY, forEachWithLimit } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import { uploadAttachment } from '../../attachments/api/attachmentsApi';
import { toastStore } from '../../toast/utils/toastStore';
import { matrixApi } from '../api/matrixApiClient';
import { describeErrors } from '../utils/describeErrors';

const { toasts } = MATRIX_TEXTS;

/** Files uploaded so far of the selection; null when no upload runs. */
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
      let done = 0;
      let uploaded = 0;
      let added = 0;
      const failures: string[] = [];
      let pending: string[] = [];
      let adding = Promise.resolve();
      const addBatch = (attachmentIds: string[]) => {
        adding = adding.then(async () => {
          const result = await matrixApi.addDocuments(matrixId, attachmentIds);
          if (result.ok) {
            added += result.data.documents.length;
            onAdded();
          } else {
            failures.push(...result.errors);
          }
        });
      };
      setProgress({ done, total: files.length });
      try {
        await forEachWithLimit(files, MATRIX_UPLOAD_CONCURRENCY, async (file) => {
          const outcome = await uploadAttachment(apiClient, file).catch(() => ({ ok: false as const }));
          done += 1;
          setProgress({ done, total: files.length });
          if (!outcome.ok) return;
          uploaded += 1;
          pending.push(outcome.attachmentId);
          if (pending.length >= MATRIX_DOCUMENTS_PER_REQUEST) {
            addBatch(pending);
            pending = [];
          }
        });
        if (pending.length > 0) addBatch(pending);
        await adding;
        if (uploaded === 0) {
          toastStore.toast({ title: toasts.errorAddingDocuments, description: toasts.fileUploadFailed, variant: 'error' });
        } else if (failures.length > 0) {
          toastStore.toast({ title: toasts.errorAddingDocument, description: describeErrors(failures), variant: 'error' });
        } else {
          toastStore.toast({ title: toasts.documentsAdded, description: toasts.documentsAddedDescription(added) });
        }
      } finally {
        setProgress(null);
      }
    },
    [matrixId, onAdded],
  );

  return { upload, uploading: progress !== null, progress };
}
