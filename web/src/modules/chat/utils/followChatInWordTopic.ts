import type { Dispatch } from 'react';
import { CHAT_ERROR_MESSAGE, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import type { DocumentEditor } from '../../document/documentEditor';
import type { PushPoller } from '../../push/PushPoller';
import type { ChatAction } from '../state/chatReducer';
import type { ChatMessage } from '../types/ChatMessage';
import { applyWordAction } from './applyWordAction';
import { buildChatMessage } from './buildChatMessage';

/**
 * Follows a chat-in-Word topic: progress updates the waiting item, a question's answer replaces it, an insert or
 * modify replaces it with an action item that is then applied to the document (the banner shows meanwhile), turns
 * successful or failed, and carries the integrity check's warnings.
 */
export function followChatInWordTopic(poller: PushPoller, topicId: string, waitingId: string, dispatch: Dispatch<ChatAction>, editor: DocumentEditor): void {
  let answered = false;
  const replace = (replacement: ChatMessage) => {
    answered = true;
    dispatch({ type: 'replaceWaiting', waitingId, replacement });
  };
  poller.subscribe(topicId, {
    [PUSH_MESSAGE_TYPES.progressUpdate]: (payload) => {
      const { status, total, message } = payload;
      dispatch({ type: 'updateWaiting', waitingId, message, progress: total > 0 ? (100 * status) / total : undefined });
    },
    [PUSH_MESSAGE_TYPES.chatInWordResponse]: (payload) => {
      const provenance = { citations: payload.citations, engine: payload.engine, model: payload.model };
      const { action } = payload;
      if (action.type === 'question') {
        replace(buildChatMessage.answer(action.responseText, provenance));
        return;
      }
      const item = { ...buildChatMessage.wordAction(action, provenance), applying: true };
      replace(item);
      void applyAndCheck(editor, item, dispatch);
    },
    [PUSH_MESSAGE_TYPES.errorResponse]: (payload) => {
      replace(buildChatMessage.error(payload.chatMessage || CHAT_ERROR_MESSAGE));
    },
    [PUSH_MESSAGE_TYPES.endOfTopic]: () => {
      if (!answered) replace(buildChatMessage.error(CHAT_ERROR_MESSAGE));
    },
  });
}

async function applyAndCheck(editor: DocumentEditor, item: ChatMessage, dispatch: Dispatch<ChatAction>): Promise<void> {
  try {
    const { patch, changedParagraphIds } = await applyWordAction(editor, item);
    dispatch({ type: 'updateMessage', id: item.id, patch });
    const integrityWarnings = changedParagraphIds.length > 0 ? await editor.checkIntegrity(changedParagraphIds, patch.appliedEdit) : [];
    dispatch({ type: 'updateMessage', id: item.id, patch: { integrityWarnings, applying: false } });
  } catch (error) {
    console.error('applying the answer to the document failed', error);
    dispatch({ type: 'updateMessage', id: item.id, patch: { applying: false } });
  }
}
