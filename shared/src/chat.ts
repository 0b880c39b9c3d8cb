/**
 * Chat, chat in Word, research and review (spec 01 §3, §4, §7): chat messages, the /api/ai/* payloads and the
 * messages of their validation. Their limits are AI_LIMITS (constants.ts), their push payloads pushPayloads.ts.
 */
import type { PlaybookVerdict } from './playbooks/playbooks';
import { AI_LIMITS, CHAT_AGENTS } from './constants';
import { clauseNumberOf } from './integrity/clauseNumbers';

export type ChatAgent = (typeof CHAT_AGENTS)[keyof typeof CHAT_AGENTS];

export const CHAT_MESSAGE_TYPES = [
  'chat-response-only',
  'insert',
  'modify',
  'translate',
  'waiting',
  'error',
  'chat-message',
] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export type ApplicationStatus = 'failed' | 'successful';

export interface ModifiedParagraph {
  paragraphId: string;
  applicationStatus?: ApplicationStatus;
  textBefore?: string;
  textAfter?: string;
}

/** A chat item as the client keeps it (spec 01 §3). */
export interface ChatMessage {
  id?: string;
  agent: ChatAgent;
  type?: ChatMessageType;
  chatMessage?: string;
  progress?: number;
  /** Waiting text of a placeholder. */
  message?: string;
  selection?: unknown;
  documentAction?: unknown;
  applicationStatus?: ApplicationStatus;
  textToInsert?: string;
  paragraphId?: string;
  textBefore?: string;
  textAfter?: string;
  modifiedParagraphs?: ModifiedParagraph[];
  detectedOriginalTextLanguage?: string;
  originalText?: string;
  translatedTextLanguage?: string;
}

/** One turn of the conversation as the AI providers receive it: no ids, no add-in items. */
export interface ProviderChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Types that only ever stand for the add-in's own placeholders, never for something said. */
const PLACEHOLDER_TYPES: ReadonlySet<string> = new Set<ChatMessageType>(['waiting', 'error']);

/**
 * The history sent onward (spec 01 §3): add-in items (waiting and error placeholders) are left out, so is a
 * trailing user message (it is the prompt being sent, which travels separately), and ids are dropped.
 */
export function toProviderHistory(chatHistory: readonly ChatMessage[]): ProviderChatTurn[] {
  const said = chatHistory.filter((item) => item.agent !== CHAT_AGENTS.addin && !PLACEHOLDER_TYPES.has(item.type ?? ''));
  if (said.at(-1)?.agent === CHAT_AGENTS.user) said.pop();
  return said.flatMap((item) => {
    const content = contentOf(item).trim();
    if (!content) return [];
    return [{ role: item.agent === CHAT_AGENTS.user ? 'user' : 'assistant', content }];
  });
}

function contentOf(item: ChatMessage): string {
  if (item.chatMessage?.trim()) return item.chatMessage;
  if (item.type === 'insert') return item.textToInsert ?? '';
  if (item.type === 'modify') return (item.modifiedParagraphs ?? []).map((paragraph) => paragraph.textAfter ?? '').join('\n');
  return '';
}

/** A paragraph inside a table part, by its Word uniqueLocalId, with its cleaned text. */
export interface TableParagraph {
  id: string;
  text: string;
}

/** A paragraph (or table) of a synchronised Word document (spec 01 §3). */
export interface DocumentPart {
  partId: string;
  content: string;
  /**
   * For a table: every paragraph of its cells (nested tables included) in document order, so that an edit, a search or
   * a selection in a cell can name the cell's own paragraph. Absent for a paragraph.
   */
  cellParagraphs?: TableParagraph[];
}

/**
 * Paragraph change events of the incremental document sync (spec 01 §3). An added or moved part says where it now
 * is: `previousPartId` is the part before it in Word's order (null: it is the first). A part changed in place has none.
 */
export type DocumentChange =
  | { type: 'added-or-changed'; paragraphId: string; newText: string; previousPartId?: string | null; cellParagraphs?: TableParagraph[] }
  | { type: 'deleted'; paragraphId: string };

/** Where the selection is in the Word document (spec 01 §3, document selection data). */
export interface WordSelection {
  startParagraphId?: string;
  endParagraphId?: string;
  startOffset?: number;
  endOffset?: number;
  text?: string;
  changeTrackingMode?: string;
}

/** The parts around the selection the add-in sends (spec 01 §3, §9: 5 before and 5 after). */
export interface LocalContext {
  partsBeforeSelection: DocumentPart[];
  partsContainingSelection: DocumentPart[];
  partsAfterSelection: DocumentPart[];
}

/** User action types tracked with X-T-User-Action (spec 01 §7). */
export const USER_ACTION_TYPES = [
  'web-search-prompt-execute',
  'translate-text-prompt-execute',
  'translate-request-upload',
  'translate-file-upload',
  'translate-file-execute',
  'prompt-execute',
  'review-document-click',
  'change-context',
  'full-document-cache-sync',
] as const;
export type UserActionType = (typeof USER_ACTION_TYPES)[number];

export const AI_MESSAGES = {
  userPromptRequired: 'Please enter a prompt.',
  userPromptTooLong: `The prompt is too long. The maximum is ${AI_LIMITS.userPromptMaxChars} characters.`,
  attachmentsInvalid: 'attachments must be a list of attachment ids.',
  chatHistoryInvalid: `chatHistory must be a list of at most ${AI_LIMITS.chatHistoryMaxItems} chat messages, each with an agent (user, casei or casei-addin).`,
  documentIdRequired: 'documentId is required.',
  documentPartsInvalid: `documentParts must be a list of at most ${AI_LIMITS.documentPartsMax} parts, each with a partId and a content text.`,
  cacheUpdateRequired: 'cacheUpdate with a documentId and documentParts is required.',
  changesInvalid:
    "changes must be a list of {type: 'added-or-changed', paragraphId, newText, optional previousPartId and cellParagraphs} or {type: 'deleted', paragraphId}.",
  selectionInvalid: 'selection must be an object with optional paragraph ids, offsets and text.',
  localContextInvalid: 'localContext must hold partsBeforeSelection, partsContainingSelection and partsAfterSelection lists of parts.',
  featuresInvalid: 'features must be an object of feature names to true or false.',
  promptContextInvalid: `promptContext must be a text of at most ${AI_LIMITS.promptContextMaxChars} characters.`,
  paragraphIdRequired: 'paragraphId is required.',
  offsetInvalid: 'offset must be a whole number of characters, 0 or more.',
  paragraphIdsRequired: `paragraphIds must be a list of 1 to ${AI_LIMITS.paragraphIdsMax} paragraph ids.`,
  indexingFailed: 'The document could not be indexed. It will be sent again at the next sync.',
  instructionsInvalid: `instructions must be a text of at most ${AI_LIMITS.instructionsMaxChars} characters.`,
  requestKeyInvalid: 'requestKey must be a UUID.',
} as const;

/** `actionResult` of the calls answered through a push topic. */
export interface MonitorActionResult {
  type: 'monitor';
  pushNotificationTopicId: string;
}

/** `actionResult` of chat in Word (and the insert, modify and review calls) when the document is not indexed yet. */
export const DOCUMENT_NOT_SYNCED = 'document-not-synced';
export interface ErrorActionResult {
  type: 'error';
  errorType: typeof DOCUMENT_NOT_SYNCED;
}

export interface ChatCitation {
  sourceType: 'attachment' | 'document';
  sourceId: string;
  sourceName: string;
  /** The cited paragraph's id in a synchronised document: a table's cell paragraph when the quote is in one cell. */
  partId: string | null;
  ordinal: number;
  quote: string;
  verified: boolean;
  /** How a citation of the Word document is named: its clause number or its first words (paragraphLabel). */
  label?: string;
}

/** Words a citation label keeps of a paragraph that starts with no clause number. */
const LABEL_WORDS = 6;

export const CITATION_TEXTS = {
  clause: (number: string) => `Clause ${number}`,
  tableCell: (label: string) => `Table: ${label}`,
  emptyParagraph: 'An empty paragraph',
  /** The button that selects the cited passage in Word. */
  showInDocument: (label: string) => `Show ${label} in the document`,
} as const;

/** A document paragraph's name for citations (spec 01 §3 in Word): "Clause 3.03", else its first words. */
export function paragraphLabel(text: string): string {
  const number = clauseNumberOf(text);
  if (number) return CITATION_TEXTS.clause(number);
  const words = text.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return CITATION_TEXTS.emptyParagraph;
  return words.length <= LABEL_WORDS ? words.join(' ') : `${words.slice(0, LABEL_WORDS).join(' ')}…`;
}

export type AiEngine = 'local' | 'claude' | 'selfHosted';

/**
 * The action of a chat-in-Word answer. `paragraphText` (insert) and `textBefore` (modify) are the paragraphs' texts the
 * answer was computed from, added by the server, so the add-in leaves alone a paragraph that changed since.
 */
export type WordActionPayload =
  | { type: 'insert'; responseText: string; textToInsert: string; insertPositionParagraphId: string; insertPositionOffset: number; paragraphText?: string }
  | { type: 'modify'; responseText: string; modifiedSelection: { paragraphId: string; text: string; textBefore?: string }[] }
  | { type: 'question'; responseText: string };

export interface ReviewFindingPayload {
  severity: 'high' | 'medium' | 'low';
  title: string;
  explanation: string;
  paragraphIds: string[];
  /** Text copied from the document: where the finding is anchored (a Word comment on it). */
  quote?: string;
  /** The change the reviewer suggests: replacement wording, or what to add or remove. */
  suggestion?: string;
  /** A review against a playbook (docs/playbooks.md): the topic, its verdict and the playbook's wording proposed. */
  topicId?: string;
  verdict?: PlaybookVerdict;
  proposedText?: string;
}

export interface ResearchSourcePayload {
  title: string;
  url: string;
  quote?: string;
}

/** `actionResult` of run-web-search-prompt. */
export interface WebSearchActionResult {
  text: string;
  sources: ResearchSourcePayload[];
  engine: AiEngine;
  model?: string;
}
