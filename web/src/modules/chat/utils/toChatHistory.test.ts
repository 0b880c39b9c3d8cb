import { describe, expect, it } from 'vitest';
import { buildChatMessage } from './buildChatMessage';
import { toChatHistory } from './toChatHistory';

describe('toChatHistory', () => {
  it('drops add-in items, the trailing user message and the ids', () => {
    const messages = [
      buildChatMessage.prompt('first question'),
      buildChatMessage.answer('first answer'),
      buildChatMessage.prompt('second question'),
      buildChatMessage.error('Sorry, something went wrong when communicating with our services.'),
      buildChatMessage.prompt('third question'),
      buildChatMessage.waiting(),
    ];
    expect(toChatHistory(messages)).toEqual([
      { agent: 'user', type: 'chat-message', chatMessage: 'first question' },
      { agent: 'casei', type: 'chat-response-only', chatMessage: 'first answer' },
      { agent: 'user', type: 'chat-message', chatMessage: 'second question' },
    ]);
  });

  it('is empty for a first prompt', () => {
    expect(toChatHistory([buildChatMessage.prompt('hello'), buildChatMessage.waiting()])).toEqual([]);
  });
});
