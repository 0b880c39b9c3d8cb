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

/**
 * Longest run of a workflow that answers on a push topic (run-prompt, chat-in-word, review-document); the web search
 * and the text translation wait less. Also how long a stored prompt is kept: after it, no workflow can read the row
 * any more.
 */
export const AI_WORKFLOW_TIMEOUT_HOURS = 1;

/**
 * What the user typed, by reference: the id of its row in `stored_prompts` (storedPromptStore, scoped to the user and
 * the company), which the activity asking the AI reads. The prompt and the chat history never reach Temporal, whose
 * Web UI shows every input to whoever reaches it (docs/hardening-and-limits.md).
 */
export interface StoredPromptRef {
  promptId: string;
}

/**
 * The shape of the runs started before prompts were stored (issue 34): the prompt itself in the input. Never started
 * any more; accepted so that those runs still replay and finish (tests/replay.test.ts).
 */
export interface InlinePrompt {
  userPrompt: string;
  chatHistory: ProviderChatTurn[];
  promptContext?: string;
}

export type PromptRef = StoredPromptRef | InlinePrompt;

export type RunPromptInput = {
  topicId: string;
  userId: string;
  attachmentIds: string[];
} & PromptRef;

/** What the Word call asks for: a chat turn about the selection, or a drafted insert or modification. */
export type WordRequest =
  | { kind: 'chat'; selection?: WordSelection; localContext?: LocalContext }
  | { kind: 'insert'; paragraphId: string; offset?: number }
  | { kind: 'modify'; paragraphIds: string[] };

export type ChatInWordWorkflowInput = {
  topicId: string;
  userId: string;
  documentId: string;
  attachmentIds: string[];
  request: WordRequest;
} & PromptRef;

export interface ReviewDocumentInput {
  topicId: string;
  userId: string;
  documentId: string;
  /** The user's instructions, stored like a prompt (StoredPromptRef); absent when they gave none. */
  promptId?: string;
  /** The instructions themselves: only in runs started before they were stored, accepted so those still replay. */
  instructions?: string;
  /** A review against this playbook's version (docs/playbooks.md) instead of the generic review. */
  playbookId?: string;
  playbookVersion?: number;
  /** The party the firm acts for in this review (a role or a party's name); absent: the playbook's default. */
  actingFor?: string;
}

/** Runs started before prompts were stored carried `userPrompt` (and no history). */
export type WebSearchInput = { userId: string } & (StoredPromptRef | { userPrompt: string });

export interface MatrixCellWorkflowInput {
  elementId: string;
  /** How long the cell waits for its document's text (MATRIX_DOCUMENT_WAIT_MINUTES); injectable for tests. */
  documentWaitMinutes: number;
}

/**
 * `matrix-fanout/{matrixId}/{requestId}`: the cells of one request are the matrix's cells whose generation is the
 * request id; another request that restarts one of them gives it a new generation, so it changes hands and never runs
 * twice.
 */
export interface MatrixFanoutWorkflowInput {
  matrixId: string;
  userId: string;
  requestId: string;
  /** The user action (X-T-User-Action) of the command, which its cells' workflows carry as ArclineUserActionId. */
  userActionId?: string;
  documentWaitMinutes: number;
  /** How long to wait for the command's commit before giving up (default 10 minutes); injectable for tests. */
  commitWaitMs?: number;
  /** Set by the run that saw the request committed, for the runs it continues as new. */
  committed?: boolean;
  /** Cells started by the earlier runs of this fan-out (continue-as-new). */
  started?: number;
}

export type MatrixFanoutWorkflowResult =
  | { outcome: 'dispatched'; started: number }
  /** The request's transaction never committed (or its cells were deleted before the first look). */
  | { outcome: 'abandoned' };

/** What one dispatch step of a fan-out did. */
export interface MatrixFanoutStep {
  /** Cells of the request found in the database, in any state (0 before the command's commit). */
  exists: boolean;
  started: number;
  failedToStart: number;
  /** Cells of the request still waiting for room in the user's window. */
  queued: boolean;
  /** The user's window still had room after this step (so the next step need not wait for a completion). */
  room: boolean;
}

/** What one watch step of a fan-out whose request is all started saw. */
export interface MatrixFanoutWatch {
  /** Cells of the request still PROCESSING: the fan-out looks again after `checkAfterMs`; none, and it ends. */
  processing: boolean;
  /** The worker's interval between checks for stopped runs (stoppedCellCheckMs), so the workflow holds no copy of it. */
  checkAfterMs: number;
}

export interface MatrixCancelWorkflowInput {
  elementIds: string[];
}

export type MatrixCellWorkflowResult =
  | { outcome: 'completed' | 'failed' }
  /** The cell was deleted or restarted by a newer run: nothing was stored. */
  | { outcome: 'superseded' };

/**
 * The text to translate is stored like a prompt (StoredPromptRef: its `userPrompt`); runs started before carried
 * `text` itself, accepted so they still replay. The translation is the workflow's (and its activity's) result.
 */
export type TranslateTextWorkflowInput = {
  userId: string;
  companyId: string;
  targetLanguage: string;
  /** A spec code, or 'auto' to detect it. */
  sourceLanguage: string;
} & (StoredPromptRef | { text: string });

export type TranslateTextWorkflowResult =
  | { ok: true; translatedText: string; detectedOriginalLanguage: string; engine: TranslationEngine | null; unknownWords?: { word: string; at: number }[] }
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
  /**
   * The company's monthly file quota in characters when the upload was requested; the file's characters are reserved
   * against it once it is read. Absent in uploads requested before the reservation existed.
   */
  fileQuotaCharacters?: number;
}

export interface TranslateFileSignal {
  targetLanguage: string;
  sourceLanguage: string;
  /** Also deliver the bilingual side-by-side .docx. */
  bilingual?: boolean;
}

export type TranslateFileWorkflowResult = { outcome: 'expired' | 'abandoned' } | { outcome: 'failed'; detail: string | null };

/**
 * The user of a workflow or activity: the product's inputs name it `userId` in their first argument. Here, not in
 * the package root, because workflow bundles import it: the root pulls in zod and the texts, which every workflow run
 * would evaluate (tens of ms of worker CPU per matrix cell).
 */
export function userIdOf(args: readonly unknown[]): string | undefined {
  const input = args[0];
  if (typeof input !== 'object' || input === null || !('userId' in input)) return undefined;
  return typeof input.userId === 'string' ? input.userId : undefined;
}
