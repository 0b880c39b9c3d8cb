import type { ChatMessage } from '../types/ChatMessage';

export type ChatAction =
  /** A prompt and its waiting placeholder are added together. */
  | { type: 'addPromptWithWaiting'; prompt: ChatMessage; waiting: ChatMessage }
  /** The placeholder becomes the final answer, an error or an action result. */
  | { type: 'replaceWaiting'; waitingId: string; replacement: ChatMessage }
  /** Items that arrive while the reply is pending go above the placeholder. */
  | { type: 'insertBeforeWaiting'; waitingId: string; message: ChatMessage }
  /** Progress of a pending reply: 'Reasoning' with an optional percentage. */
  | { type: 'updateWaiting'; waitingId: string; message: string; progress?: number }
  /** An item changes after it arrived: an insert or modify turns successful or failed once applied. */
  | { type: 'updateMessage'; id: string; patch: Partial<ChatMessage> }
  | { type: 'clear' };

/** The chat reply lifecycle of spec 01 §4. A placeholder removed by 'clear' is not brought back by late replies. */
export function chatReducer(messages: ChatMessage[], action: ChatAction): ChatMessage[] {
  switch (action.type) {
    case 'addPromptWithWaiting':
      return [...messages, action.prompt, action.waiting];
    case 'replaceWaiting':
      return messages.map((message) => (message.id === action.waitingId ? action.replacement : message));
    case 'insertBeforeWaiting': {
      const index = messages.findIndex((message) => message.id === action.waitingId);
      if (index === -1) return [...messages, action.message];
      return [...messages.slice(0, index), action.message, ...messages.slice(index)];
    }
    case 'updateWaiting':
      return messages.map((message) =>
        message.id === action.waitingId && message.type === 'waiting' ? { ...message, message: action.message, progress: action.progress } : message,
      );
    case 'updateMessage':
      return messages.map((message) => (message.id === action.id ? { ...message, ...action.patch } : message));
    case 'clear':
      return [];
  }
}
