import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import type { PushPoller } from '../../push/PushPoller';
import type { ReviewEvent } from './reviewReducer';

/** Follows a review-document topic: progress, then the review or an error; a topic that ends without either fails. */
export function followReviewTopic(poller: PushPoller, topicId: string, dispatch: (event: ReviewEvent) => void): () => void {
  let answered = false;
  return poller.subscribe(topicId, {
    [PUSH_MESSAGE_TYPES.progressUpdate]: ({ status, total, message }) => {
      dispatch({ type: 'progress', message, progress: total > 0 ? (100 * status) / total : undefined });
    },
    [PUSH_MESSAGE_TYPES.successResponse]: (payload) => {
      if (!('review' in payload)) return;
      answered = true;
      dispatch({ type: 'reviewed', review: payload.review });
    },
    [PUSH_MESSAGE_TYPES.errorResponse]: (payload) => {
      answered = true;
      dispatch({ type: 'failed', message: payload.chatMessage || CHAT_ERROR_MESSAGE });
    },
    [PUSH_MESSAGE_TYPES.endOfTopic]: () => {
      if (!answered) dispatch({ type: 'failed', message: CHAT_ERROR_MESSAGE });
    },
  });
}
