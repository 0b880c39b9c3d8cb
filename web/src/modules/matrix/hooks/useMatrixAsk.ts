import { useCallback, useEffect, useRef, useState } from 'react';
import { MATRIX_ASK_TEXTS, PUSH_MESSAGE_TYPES, type MatrixAskAnswer, type MatrixAskPushPayload } from '@arcline/shared';
import { appPushPoller } from '../../push/appPushPoller';
import { matrixAskApi } from '../api/matrixAskApi';
import { describeErrors } from '../utils/describeErrors';

export type MatrixAskState = { state: 'idle' } | { state: 'asking' } | { state: 'answered'; answer: MatrixAskAnswer } | { state: 'failed'; message: string };

/** Asks the matrix a question and follows its push topic to the answer or the failure. */
export function useMatrixAsk(matrixId: string) {
  const [status, setStatus] = useState<MatrixAskState>({ state: 'idle' });
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  const ask = useCallback(
    async (question: string) => {
      unsubscribe.current?.();
      setStatus({ state: 'asking' });
      const started = await matrixAskApi.ask(matrixId, question);
      if (!started.ok) {
        setStatus({ state: 'failed', message: describeErrors(started.errors) || MATRIX_ASK_TEXTS.failed });
        return;
      }
      unsubscribe.current = appPushPoller.subscribe(started.data.pushNotificationTopicId, {
        [PUSH_MESSAGE_TYPES.successResponse]: (payload) => setStatus({ state: 'answered', answer: (payload as unknown as MatrixAskPushPayload).matrixAsk }),
        [PUSH_MESSAGE_TYPES.errorResponse]: (payload) => setStatus({ state: 'failed', message: String(payload.chatMessage ?? MATRIX_ASK_TEXTS.failed) }),
        [PUSH_MESSAGE_TYPES.endOfTopic]: () => {
          unsubscribe.current?.();
          unsubscribe.current = null;
        },
      });
    },
    [matrixId],
  );
  const reset = useCallback(() => setStatus({ state: 'idle' }), []);
  return { status, ask, reset };
}
