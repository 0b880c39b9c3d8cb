import type { ChatMessage as ChatItem, ChatMessageType } from '@arcline/shared';

/** A chat item of spec 01 §3 as the web app keeps it: always with its id and type. */
export interface ChatMessage extends ChatItem {
  id: string;
  type: ChatMessageType;
}
