/** Inputs and results of the workflows, as the API starts them and the activities receive them. */
import type { LocalContext, ProviderChatTurn, WordSelection } from '../chat';
import type { TranslationEngine } from '../translation/payloads';

export interface ProcessAttachmentInput {
  attachmentId: string;
  /** How long to wait for the browser's upload; injectable so tests need not wait the real time. */
  uploadWaitMinutes: number;
}

/** `send-email/{mailId}`: the message itself stays in the database (it carries sign-in links), never in the history. */
export interface SendEmailInput {
  mailId: string;
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

export interface TranslateTextWorkflowInput {
  userId: string;
  companyId: string;
  text: string;
  targetLanguage: string;
  /** A spec code, or 'auto' to detect it. */
  sourceLanguage: string;
}

export type TranslateTextWorkflowResult =
  | { ok: true; translatedText: string; detectedOriginalLanguage: string; engine: TranslationEngine | null }
  /** An engine's refusal that a retry cannot fix: the failure type and its message for the user. */
  | { ok: false; failure: 'unsupportedLanguage' | 'engineQuotaExceeded'; message: string };

export interface TranslateFileWorkflowInput {
  uploadId: string;
  userId: string;
  companyId: string;
  topicId: string;
  fileName: string;
  /** Blob names under one prefix per upload, all deleted at expiry. */
  blobPrefix: string;
  sourceBlobName: string;
  /** How long to wait for `POST /api/translate/file` and for the upload (TRANSLATION_UPLOAD_WAIT_SECONDS). */
  uploadWaitSeconds: number;
  /** How long the download link lives before the files are deleted (TRANSLATION_DOWNLOAD_EXPIRY_SECONDS). */
  downloadExpirySeconds: number;
}

export interface TranslateFileSignal {
  targetLanguage: string;
  sourceLanguage: string;
}

export type TranslateFileWorkflowResult = { outcome: 'expired' | 'abandoned' } | { outcome: 'failed'; detail: string | null };
