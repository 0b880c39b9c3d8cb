import { useCallback, useContext } from 'react';
import { CHAT_ERROR_MESSAGE } from '@arcline/shared';
import { sendChatPrompt } from '../api/sendChatPrompt';
import { sendResearchPrompt } from '../api/sendResearchPrompt';
import { chatReducer } from '../state/chatReducer';
import { appPushPoller } from '../../push/appPushPoller';
import { followRunPromptTopic } from '../utils/followRunPromptTopic';
import type { PromptReply } from '../types/PromptReply';
import { buildChatMessage } from '../utils/buildChatMessage';
import { ConversationsContext, type ConversationTab } from '../utils/ConversationsContext';

/** One tab's conversation: its messages, whether a reply is pending, and send / clear. */
export function useConversation(tab: ConversationTab) {
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
      try {
        reply =
          tab === 'chat'
            ? await sendChatPrompt({ userPrompt, messages: chatReducer(messages, action), attachments: attachmentIds })
            : await sendResearchPrompt({ userPrompt });
      } catch (error) {
        console.error('sending the prompt failed', error);
        reply = { kind: 'failed' };
      }
      // A monitor's answer arrives by push notification on its topic and replaces the placeholder then.
      if (reply.kind === 'monitor') {
        followRunPromptTopic(appPushPoller, reply.pushNotificationTopicId, placeholder.id, dispatch);
        return;
      }
      const replacement =
        reply.kind === 'answer'
          ? buildChatMessage.answer(reply.text, { sources: reply.sources, engine: reply.engine, model: reply.model })
          : buildChatMessage.error(CHAT_ERROR_MESSAGE);
      dispatch({ type: 'replaceWaiting', waitingId: placeholder.id, replacement });
    },
    [attachmentIds, dispatch, messages, tab],
  );

  const clear = useCallback(() => dispatch({ type: 'clear' }), [dispatch]);
  return { messages, waiting, send, clear };
}
