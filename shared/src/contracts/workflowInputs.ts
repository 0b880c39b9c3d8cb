/** Inputs and results of the workflows, as the API starts them and the activities receive them. */
import type { LocalContext, ProviderChatTurn, WordSelection } from '../chat';

export interface ProcessAttachmentInput {
  attachmentId: string;
  /** How long to wait for the browser's upload; injectable so tests need not wait the real time. */
  uploadWaitMinutes: number;
}

export interface HelloWorldInput {
  name: string;
}

export interface HelloWorldResult {
  greeting: string;
  servedBy: string;
}

export interface IndexDocumentInput {
  userId: string;
  documentId: string;
}

export interface RunPromptInput {
  topicId: string;
  userId: string;
  userPrompt: string;
  attachmentIds: string[];
  chatHistory: ProviderChatTurn[];
  promptContext?: string;
}

/** What the Word call asks for: a chat turn about the selection, or a drafted insert or modification. */
export type WordRequest =
  | { kind: 'chat'; selection?: WordSelection; localContext?: LocalContext }
  | { kind: 'insert'; paragraphId: string; offset?: number }
  | { kind: 'modify'; paragraphIds: string[] };

export interface ChatInWordWorkflowInput {
  topicId: string;
  userId: string;
  documentId: string;
  userPrompt: string;
  attachmentIds: string[];
  chatHistory: ProviderChatTurn[];
  promptContext?: string;
  request: WordRequest;
}

export interface ReviewDocumentInput {
  topicId: string;
  userId: string;
  documentId: string;
  instructions?: string;
}

export interface WebSearchInput {
  userId: string;
  userPrompt: string;
}

export interface MatrixCellWorkflowInput {
  elementId: string;
  /** How long the cell waits for its document's text (MATRIX_DOCUMENT_WAIT_MINUTES); injectable for tests. */
  documentWaitMinutes: number;
}

export type MatrixCellWorkflowResult =
  | { outcome: 'completed' | 'failed' }
  /** The cell was deleted or restarted by a newer run: nothing was stored. */
  | { outcome: 'superseded' };
