import { useCallback, useContext } from 'react';
import { CHAT_ERROR_MESSAGE, wordDataErrorText } from '@arcline/shared';
import { DocumentHostError } from '../../document/DocumentHostError';
import { useDocumentSession } from '../../document/hooks/useDocumentSession';
import type { DocumentSession } from '../../document/utils/DocumentHostContext';
import { waitUntilPromptAvailable } from '../../indexing/utils/isPromptAvailable';
import { sendChatInWordPrompt } from '../api/sendChatInWordPrompt';
import { sendChatPrompt } from '../api/sendChatPrompt';
import { sendResearchPrompt } from '../api/sendResearchPrompt';
import { chatContextStore } from '../state/chatContextStore';
import { chatReducer } from '../state/chatReducer';
import { appPushPoller } from '../../push/appPushPoller';
import { followChatInWordTopic } from '../utils/followChatInWordTopic';
import { followRunPromptTopic } from '../utils/followRunPromptTopic';
import type { ChatMessage } from '../types/ChatMessage';
import type { PromptReply } from '../types/PromptReply';
import { buildChatMessage } from '../utils/buildChatMessage';
import { ConversationsContext, type ConversationTab } from '../utils/ConversationsContext';

/**
 * Chat in Word (spec 01 §2-§4): once prompts are available (both syncs waiting), the prompt goes with the document id,
 * the selection and the parts around it. A Word data error is answered with its advice and location code.
 */
async function sendInWord(session: DocumentSession, input: { userPrompt: string; messages: readonly ChatMessage[]; attachments: readonly string[] }): Promise<PromptReply> {
  await waitUntilPromptAvailable(true, session.syncStatus);
  try {
    const context = await session.readPromptContext();
    // 'Whole document': the parts around the selection are left out, so the answer draws on the whole indexed document.
    const scoped = chatContextStore.get() === 'document' ? { ...context, localContext: undefined } : context;
    return await sendChatInWordPrompt({ ...input, context: scoped });
  } catch (error) {
    if (error instanceof DocumentHostError) return { kind: 'failed', message: wordDataErrorText(error.kind, error.location) };
    throw error;
  }
}

/** One tab's conversation: its messages, whether a reply is pending, and send / clear. */
export function useConversation(tab: ConversationTab) {
  const session = useDocumentSession();
  const conversations = useContext(ConversationsContext);
  if (!conversations) throw new Error('useConversation must be used inside <ConversationsProvider>');
  const messages = conversations.messages[tab];
  const dispatch = conversations.dispatch[tab];
  const waiting = messages.some((message) => message.type === 'waiting');
  const attachmentIds = conversations.attachments.completedIds;

  const send = useCallback(
    async (userPrompt: string) => {
      const prompt = buildChatMessage.prompt(userPrompt);
      const placeholder = buildChatMessage.waiting();
      const action = { type: 'addPromptWithWaiting', prompt, waiting: placeholder } as const;
      dispatch(action);
      let reply: PromptReply;
      const inWord = tab === 'chat' && session !== null;
      try {
        const input = { userPrompt, messages: chatReducer(messages, action), attachments: attachmentIds };
        reply = inWord ? await sendInWord(session, input) : tab === 'chat' ? await sendChatPrompt(input) : await sendResearchPrompt({ userPrompt });
      } catch (error) {
        console.error('sending the prompt failed', error);
        reply = { kind: 'failed' };
      }
      // A monitor's answer arrives by push notification on its topic and replaces the placeholder then.
      if (reply.kind === 'monitor') {
        if (inWord) followChatInWordTopic(appPushPoller, reply.pushNotificationTopicId, placeholder.id, dispatch, session.editor);
        else followRunPromptTopic(appPushPoller, reply.pushNotificationTopicId, placeholder.id, dispatch);
        return;
      }
      const replacement =
        reply.kind === 'answer'
          ? buildChatMessage.answer(reply.text, { sources: reply.sources, engine: reply.engine, model: reply.model })
          : buildChatMessage.error(reply.message ?? CHAT_ERROR_MESSAGE);
      dispatch({ type: 'replaceWaiting', waitingId: placeholder.id, replacement });
    },
    [attachmentIds, dispatch, messages, session, tab],
  );

  const clear = useCallback(() => dispatch({ type: 'clear' }), [dispatch]);
  const applying = messages.some((message) => message.applying);
  return { messages, waiting, applying, inWord: tab === 'chat' && session !== null, send, clear };
}
