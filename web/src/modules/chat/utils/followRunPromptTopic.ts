import type { Dispatch } from 'react';
import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import type { PushPoller } from '../../push/PushPoller';
import type { ChatAction } from '../state/chatReducer';
import { buildChatMessage } from './buildChatMessage';

/**
 * Follows a run-prompt topic: progress updates the waiting item ('Reasoning' with a percentage), the response or
 * an error replaces it, and a topic that ends without either leaves the chat's error message, never a spinner.
 */
export function followRunPromptTopic(poller: PushPoller, topicId: string, waitingId: string, dispatch: Dispatch<ChatAction>): void {
  let answered = false;
  const replace = (replacement: ReturnType<typeof buildChatMessage.answer>) => {
    answered = true;
    dispatch({ type: 'replaceWaiting', waitingId, replacement });
  };
  poller.subscribe(topicId, {
    [PUSH_MESSAGE_TYPES.progressUpdate]: (payload) => {
      const { status, total, message } = payload;
      dispatch({ type: 'updateWaiting', waitingId, message, progress: total > 0 ? (100 * status) / total : undefined });
    },
    [PUSH_MESSAGE_TYPES.runPromptResponse]: (payload) => {
      const { action } = payload;
      replace(buildChatMessage.answer(action.chatMessage, { citations: action.citations, engine: action.engine, model: action.model }));
    },
    [PUSH_MESSAGE_TYPES.errorResponse]: (payload) => {
      replace(buildChatMessage.error(payload.chatMessage || CHAT_ERROR_MESSAGE));
    },
    [PUSH_MESSAGE_TYPES.endOfTopic]: () => {
      if (!answered) replace(buildChatMessage.error(CHAT_ERROR_MESSAGE));
    },
  });
}
