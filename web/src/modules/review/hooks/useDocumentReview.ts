import { useCallback, useContext, useEffect, useReducer, useRef } from 'react';
import { CHAT_ERROR_MESSAGE } from '@arcline/shared';
import { DocumentHostContext } from '../../document/utils/DocumentHostContext';
import { waitUntilPromptAvailable } from '../../indexing/utils/isPromptAvailable';
import { appPushPoller } from '../../push/appPushPoller';
import { requestDocumentReview } from '../api/requestDocumentReview';
import { followReviewTopic } from '../utils/followReviewTopic';
import { insertFindingComments } from '../utils/insertFindingComments';
import { reviewReducer } from '../utils/reviewReducer';

/** Review document for the open Word document: null without one (the web app). It waits for indexing as chat does. */
export function useDocumentReview() {
  const session = useContext(DocumentHostContext);
  const [state, dispatch] = useReducer(reviewReducer, { phase: 'idle' });
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  const review = useCallback(async () => {
    dispatch({ type: 'start' });
    // Like a chat prompt: the review is of the document as it is, so it waits until both syncs are done (spec 01 §4).
    await waitUntilPromptAvailable(true, session?.syncStatus ?? null);
    const documentId = session?.documentId();
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
