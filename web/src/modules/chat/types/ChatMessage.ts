import type { CHAT_AGENTS } from '@arcline/shared';

export type ChatAgent = (typeof CHAT_AGENTS)[keyof typeof CHAT_AGENTS];
export type ChatMessageType = 'chat-response-only' | 'insert' | 'modify' | 'translate' | 'waiting' | 'error' | 'chat-message';
export type ApplicationStatus = 'failed' | 'successful';

/** A chat item (spec 01 §3); the insert, modify and translate fields belong to those types only. */
export interface ChatMessage {
  id: string;
  agent: ChatAgent;
  type: ChatMessageType;
  chatMessage?: string;
  /** Percent progress of a waiting item's reasoning. */
  progress?: number;
  /** A waiting item's text: 'Gathering data', 'Reasoning'. */
  message?: string;
  selection?: unknown;
  documentAction?: unknown;
  applicationStatus?: ApplicationStatus;
  textToInsert?: string;
  paragraphId?: string;
  textBefore?: string;
  textAfter?: string;
  modifiedParagraphs?: { paragraphId: string; applicationStatus: ApplicationStatus; textBefore: string; textAfter: string }[];
  detectedOriginalTextLanguage?: string;
  originalText?: string;
  translatedTextLanguage?: string;
}
