/**
 * The one interface every AI provider implements (ARCHITECTURE.md "AI providers").
 * Providers are chosen at start-up: `claude` when ANTHROPIC_API_KEY is set, else `selfHosted` when LLM_BASE_URL is,
 * else the offline `local` engine.
 */

import {
  type AiEngine,
  type ChatCitation,
  type ProviderChatTurn,
  type ResearchSourcePayload,
  type ReviewFindingPayload,
  type TableParagraph,
  type MatrixAnswerKind,
  type WordActionPayload,
  MATRIX_NOT_FOUND,
  type Finding,
  type Playbook,
} from '@arcline/shared';

/** The shapes that also travel to the client are defined once, in shared. */
export type AiEngineName = AiEngine;
/** A quote the answer relies on; `verified` is true only when the text occurs verbatim in its source. */
export type Citation = ChatCitation;
export type ChatTurn = ProviderChatTurn;
export type WordAction = WordActionPayload;
export type ReviewFinding = ReviewFindingPayload;
export type ResearchSource = ResearchSourcePayload;

/** A passage of a source the provider may quote: a document paragraph or an attachment paragraph. */
export interface ContextPassage {
  sourceType: 'attachment' | 'document';
  sourceId: string;
  /** Display name of the source (file name or document title). */
  sourceName: string;
  /** Paragraph id in a synchronised document (partId), or the paragraph ordinal in an attachment. */
  partId: string | null;
  ordinal: number;
  text: string;
  /** A Word table's paragraphs (ids and texts, nested tables included): what an edit in a cell names. */
  cellParagraphs?: TableParagraph[];
}


export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadInputTokens?: number;
  cacheCreationInputTokens?: number;
}

export interface AnswerResult {
  answer: string;
  citations: Citation[];
  engine: AiEngineName;
  model?: string;
  usage?: TokenUsage;
}

export interface AnswerQuestionInput {
  userId: string;
  question: string;
  /** Attachment ids the user attached to the prompt; the provider retrieves from them. */
  attachmentIds: string[];
  /** A synchronised Word document whose paragraphs may be used. */
  documentId?: string;
  chatHistory: ChatTurn[];
  /** Passages already gathered (e.g. the selection and local context in Word). */
  passages?: ContextPassage[];
}


export interface ChatInWordInput extends AnswerQuestionInput {
  documentId: string;
  /** Where the selection is; offsets count characters from the start of its first and last paragraphs. */
  selection?: { startParagraphId?: string; endParagraphId?: string; startOffset?: number; endOffset?: number; text?: string };
  /** The user chose the selection as the prompt's context (Context: Selection), rather than the whole document. */
  aboutSelection?: boolean;
}

export interface ChatInWordResult {
  action: WordAction;
  inferredContext: string;
  citations: Citation[];
  engine: AiEngineName;
  model?: string;
  usage?: TokenUsage;
}


export interface ReviewDocumentRequest {
  userId: string;
  documentId: string;
  instructions?: string;
  playbook?: Playbook;
}

/** A text given as its paragraphs (a matrix document) to judge against a playbook's topics (issue 32). */
export interface PlaybookParagraphsInput {
  userId: string;
  documentName: string;
  paragraphs: readonly string[];
  /** The topics to judge: a matrix cell passes the one topic of its column. */
  playbook: Playbook;
}

/** One checked finding per topic (ai/playbooks/modelReview.ts), `paragraphIndex` an index into the input's paragraphs. */
export interface PlaybookParagraphsResult {
  findings: Finding[];
  engine: AiEngineName;
  model?: string;
  usage?: TokenUsage;
}

export interface ReviewDocumentResult {
  summary: string;
  findings: ReviewFinding[];
  engine: AiEngineName;
  model?: string;
  usage?: TokenUsage;
}

export interface MatrixCellInput {
  /** The matrix's owner: the engine of the owner's company answers. */
  userId?: string;
  query: string;
  /** The kind of answer the column asks for; absent or 'text': whatever the question asks. */
  answerKind?: MatrixAnswerKind;
  /** A list column's options: the answer is one of them. */
  answerOptions?: string[] | null;
  columnName: string;
  documentName: string;
  /** The document's paragraphs in order. */
  paragraphs: string[];
}

/** Highlight markers around the exact quote inside the reference passage (defined once, in shared, for the web app too). */
export { HIGHLIGHT_START, HIGHLIGHT_END } from '@arcline/shared';

export interface MatrixCellResult {
  /** Reasoning: how the answer was found. */
  result: string;
  /** The short answer shown in the cell, or 'Not found'. */
  refineResult: string;
  /** The passage the answer comes from, with the quote between HIGHLIGHT_START and HIGHLIGHT_END; '' when none. */
  referenceResult: string;
  engine: AiEngineName;
  model?: string;
  usage?: TokenUsage;
}

export const NOT_FOUND = MATRIX_NOT_FOUND;

export interface TranslateInput {
  text: string;
  sourceLanguage?: string;
  targetLanguage: string;
}

export interface TranslateResult {
  translatedText: string;
  detectedOriginalLanguage: string;
  engine: AiEngineName;
  model?: string;
  usage?: TokenUsage;
}


export interface ResearchResult {
  text: string;
  sources: ResearchSource[];
  engine: AiEngineName;
  model?: string;
  usage?: TokenUsage;
}

/** Raised for work an engine honestly cannot do (e.g. web research offline); not retried. */
export class UnsupportedByEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedByEngineError';
  }
}

export interface AiProvider {
  readonly name: AiEngineName;
  readonly model?: string;
  answerQuestion(input: AnswerQuestionInput): Promise<AnswerResult>;
  chatInWord(input: ChatInWordInput): Promise<ChatInWordResult>;
  /** A generic review; with `playbook`, one finding per topic with its verdict (docs/playbooks.md). */
  reviewDocument(input: ReviewDocumentRequest): Promise<ReviewDocumentResult>;
  /**
   * The cell's answer; its reference is already verified against `input.paragraphs` (verifyMatrixReference): the
   * highlighted quote occurs verbatim there, or was replaced by the closest sentence or removed, as the reasoning says.
   */
  extractMatrixCell(input: MatrixCellInput): Promise<MatrixCellResult>;
  /**
   * A model's verdicts on a playbook's topics for a text given as paragraphs (Matrix Review's playbook columns and
   * "Redline to playbook"), held to the Word review's checks. Null (or absent) from the offline engine, whose rules
   * decide instead (ai/playbooks/reviewParagraphs.ts).
   */
  reviewParagraphsAgainstPlaybook?(input: PlaybookParagraphsInput): Promise<PlaybookParagraphsResult | null>;
  translate(input: TranslateInput): Promise<TranslateResult>;
  research(input: { question: string; userId?: string }): Promise<ResearchResult>;
}
