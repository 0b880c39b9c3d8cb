import { useCallback, useEffect, useRef, useState } from 'react';
import { MATRIX_PLAYBOOK_TEXTS, PUSH_MESSAGE_TYPES, type MatrixRedlineProgressPayload, type MatrixRedlineReadyPayload } from '@arcline/shared';
import { appPushPoller } from '../../push/appPushPoller';
import { playbookActionsApi } from '../api/playbookActions';
import { describeErrors } from '../utils/describeErrors';

export type MatrixRedlineState =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number }
  | { state: 'ready'; redline: MatrixRedlineReadyPayload['redline'] }
  | { state: 'failed'; message: string };

/** Starts "Redline to playbook" and follows its push topic: progress, then the zip's link or the failure. */
export function useMatrixRedline(matrixId: string) {
  const [status, setStatus] = useState<MatrixRedlineState>({ state: 'idle' });
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  const start = useCallback(
    async (playbookId: string, documentIds: string[], actingFor?: string) => {
      unsubscribe.current?.();
      setStatus({ state: 'running', done: 0, total: documentIds.length });
      const started = await playbookActionsApi.startRedline(matrixId, playbookId, documentIds, actingFor);
      if (!started.ok) {
        setStatus({ state: 'failed', message: describeErrors(started.errors) || MATRIX_PLAYBOOK_TEXTS.redlineFailed });
        return;
      }
      unsubscribe.current = appPushPoller.subscribe(started.data.pushNotificationTopicId, {
        [PUSH_MESSAGE_TYPES.progressUpdate]: (payload) => {
          const progress = payload as MatrixRedlineProgressPayload;
          setStatus({ state: 'running', done: progress.status, total: progress.total });
        },
        [PUSH_MESSAGE_TYPES.successResponse]: (payload) => setStatus({ state: 'ready', redline: (payload as unknown as MatrixRedlineReadyPayload).redline }),
        [PUSH_MESSAGE_TYPES.errorResponse]: (payload) => setStatus({ state: 'failed', message: String(payload.chatMessage ?? MATRIX_PLAYBOOK_TEXTS.redlineFailed) }),
        [PUSH_MESSAGE_TYPES.endOfTopic]: () => {
          unsubscribe.current?.();
          unsubscribe.current = null;
        },
      });
    },
    [matrixId],
  );
  const reset = useCallback(() => setStatus({ state: 'idle' }), []);
  return { status, start, reset };
}
