import { useCallback, useContext, useEffect, useReducer, useRef } from 'react';
import { CHAT_ERROR_MESSAGE } from '@arcline/shared';
import { DocumentHostContext } from '../../document/utils/DocumentHostContext';
import { appPushPoller } from '../../push/appPushPoller';
import { requestDocumentReview } from '../api/requestDocumentReview';
import { followReviewTopic } from '../utils/followReviewTopic';
import { insertFindingComments } from '../utils/insertFindingComments';
import { reviewReducer } from '../utils/reviewReducer';

/** Review document for the open Word document: null without one (the web app). */
export function useDocumentReview() {
  const session = useContext(DocumentHostContext);
  const [state, dispatch] = useReducer(reviewReducer, { phase: 'idle' });
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  const review = useCallback(async () => {
    const documentId = session?.documentId();
    dispatch({ type: 'start' });
    if (!documentId) {
      dispatch({ type: 'notSynced' });
      return;
    }
    const result = await requestDocumentReview(documentId).catch(() => ({ kind: 'failed' as const }));
    if (result.kind === 'monitor') {
      unsubscribe.current?.();
      unsubscribe.current = followReviewTopic(appPushPoller, result.topicId, dispatch);
    } else if (result.kind === 'notSynced') dispatch({ type: 'notSynced' });
    else dispatch({ type: 'failed', message: CHAT_ERROR_MESSAGE });
  }, [session]);

  const insertComments = useCallback(async () => {
    if (!session || state.phase !== 'reviewed' || state.commenting) return;
    dispatch({ type: 'commenting' });
    dispatch({ type: 'commented', comments: await insertFindingComments(session.host, state.review.findings) });
  }, [session, state]);

  const close = useCallback(() => {
    unsubscribe.current?.();
    unsubscribe.current = null;
    dispatch({ type: 'close' });
  }, []);

  return session ? { state, review, insertComments, close } : null;
}
