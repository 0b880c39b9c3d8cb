import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { ATTACHMENT_STATUS_POLL_MS } from '@arcline/shared';
import type { ApiClient } from '../../../api/createApiClient';
import { attachmentsReducer, completedAttachmentIds, isProcessing, sortAttachments } from '../attachmentsReducer';
import { fetchAttachmentStatuses, uploadAttachment } from '../api/attachmentsApi';
import { usageTracker } from '../../usage/usageTracker';

/**
 * The attachment flow of spec 01 §4: upload each file, poll statuses every second while any is processing,
 * and report the completed ids whenever that set changes.
 */
export function useAttachments(client: ApiClient, onCompletedChange?: (attachmentIds: string[]) => void) {
  const [items, dispatch] = useReducer(attachmentsReducer, []);

  const addFiles = useCallback(
    async (files: File[]) => {
      await Promise.all(
        files.map(async (file) => {
          const clientSideId = crypto.randomUUID();
          dispatch({ type: 'added', attachment: { clientSideId, name: file.name, size: file.size, type: file.type, uploadedAt: Date.now() } });
          const outcome = await uploadAttachment(client, file, usageTracker.actionId(), (attachmentId, md5, duplicate) =>
            dispatch({ type: 'uploadRequested', clientSideId, attachmentId, md5, duplicate }),
          );
          if (!outcome.ok) dispatch({ type: 'failed', clientSideId, errors: outcome.errors });
          else if (!outcome.duplicate) dispatch({ type: 'uploaded', clientSideId });
        }),
      );
    },
    [client],
  );

  const processingIds = items.filter(isProcessing).map((item) => item.attachmentId!).filter(Boolean);
  const processingKey = processingIds.join(',');
  useEffect(() => {
    if (!processingKey) return;
    const ids = processingKey.split(',');
    const timer = setInterval(() => {
      void fetchAttachmentStatuses(client, ids).then((result) => result.ok && dispatch({ type: 'statusesReceived', results: result.data }));
    }, ATTACHMENT_STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [client, processingKey]);

  const completedKey = completedAttachmentIds(items).join(',');
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (reported.current === completedKey) return;
    reported.current = completedKey;
    onCompletedChange?.(completedKey ? completedKey.split(',') : []);
  }, [completedKey, onCompletedChange]);

  return {
    attachments: useMemo(() => sortAttachments(items), [items]),
    completedIds: useMemo(() => (completedKey ? completedKey.split(',') : []), [completedKey]),
    addFiles,
    remove: (clientSideId: string) => dispatch({ type: 'removed', clientSideId }),
    clear: () => dispatch({ type: 'cleared' }),
  };
}
