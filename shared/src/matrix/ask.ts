/**
 * "Ask the matrix" (issue 31): a question over the whole matrix, answered on a push topic with the documents that
 * match and, for each, the cells the answer relied on.
 */
import type { PUSH_MESSAGE_TYPES } from '../push';
import type { AiEngine } from '../chat';
import { HIGHLIGHT_END, HIGHLIGHT_START, splitHighlights } from './display';

/** A question is at most this long. */
export const MATRIX_ASK_QUESTION_MAX_LENGTH = 1000;

/** The 4xx answers of `POST /api/matrices/:id/ask`. */
export const MATRIX_ASK_MESSAGES = {
  questionRequired: 'Write a question about the documents of this matrix.',
  questionTooLong: `The question can be at most ${MATRIX_ASK_QUESTION_MAX_LENGTH} characters.`,
} as const;

/** What the answer and the question box say. */
export const MATRIX_ASK_TEXTS = {
  /** The offline engine's honest refusal: no column's typed values decide the question. */
  cannotAnswer: "I can't answer that from this matrix's columns offline.",
  /**
   * A model's answer that named a document the question's typed filters rule out (issue 31, 31l): the offline engine's
   * answer from the typed values is given instead, after this.
   */
  modelRuledOut: (documents: string[], columns: string[]) =>
    `The model's answer named ${documents.length <= 5 ? documents.join(', ') : `${documents.length} documents`}, which ${columns.join(' or ')} rules out, so this is the answer the cells' typed values give.`,
  /** A model's answer none of whose citations is an existing cell quoted verbatim. */
  unsupported: "The answer could not be supported by this matrix's cells, so it is not shown.",
  noAnswers: 'The matrix has no answered cells yet.',
  noMatch: 'No document in this matrix matches.',
  /** No document's cells hold a value the question's filters can compare: the undecided ones are named after it. */
  noneDecided: "No document in this matrix could be decided from its cells.",
  matches: (count: number, total: number) => `${count} of ${total} ${total === 1 ? 'document matches' : 'documents match'}.`,
  /** The documents the offline engine could not decide: a cell a filter reads holds no value it can compare (Not found, or no typed value). */
  undecided: (documents: string[], columns: string[]) =>
    `Not decided for ${documents.length <= 5 ? documents.join(', ') : `${documents.length} documents`}: no answer that can be compared in ${columns.join(' or ')}.`,
  /** A contract whose expiration date has passed but whose renewal column gives a renewal: a relative date does not decide it. */
  mayHaveRenewed: (documents: string[], expiration: string, renewal: string) =>
    `Not decided for ${documents.length <= 5 ? documents.join(', ') : `${documents.length} documents`}: the ${expiration} has passed, but the ${renewal} gives a renewal, so it may have renewed since.`,
  /** The same, when the matrix has no renewal column and the expiration cell's own passage provides for renewal. */
  passageRenews: (documents: string[], expiration: string) =>
    `Not decided for ${documents.length <= 5 ? documents.join(', ') : `${documents.length} documents`}: the ${expiration} has passed, but the cell's passage provides for renewal, so it may have renewed since.`,
  basedOn: (columns: string[]) => `Based on the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}.`,
  /** How the relative dates of a question were read ("within the next year"), counted from the server's date. */
  datesRead: (readings: { words: string; range: string }[], today: string) =>
    `Dates counted from today, ${today}: ${readings.map(({ words, range }) => `"${words}" is read as ${range}`).join('; ')}.`,
  between: (from: string, to: string) => `between ${from} and ${to}`,
  before: (date: string) => `before ${date}`,
  on: (date: string) => `on ${date}`,
  after: (date: string) => `after ${date}`,
  onOrAfter: (date: string) => `on or after ${date}`,
  onOrBefore: (date: string) => `on or before ${date}`,
  /** "Renewing in the next 90 days": read as the expiration date of a contract that has a renewal. */
  renewsAtExpiration: (expiration: string, renewal: string) => `A contract is read as renewing on its ${expiration} when its ${renewal} cell gives a renewal.`,
  title: 'Ask the matrix',
  placeholder: "Ask about these documents, e.g. Which contracts are governed by Texas law?",
  ask: 'Ask',
  asking: 'Answering...',
  failed: 'The question could not be answered. Please try again.',
  citation: (column: string) => `${column}`,
  openCell: (document: string, column: string) => `Open ${column} of ${document}`,
  close: 'Close answer',
  /** The matrix's data changed after the answer came (a version's re-run, a new column, a cell re-answered). */
  outOfDate: "Out of date: the matrix's cells have changed since this answer, so it may no longer be right.",
  askAgain: 'Ask again',
  /** A cited cell, opened from an answer, that changed after the answer: what the answer quoted from it then. */
  citationChanged: (quote: string) => `This cell changed after the answer that cited it. The answer quoted: “${quote}”`,
} as const;

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO date as an answer writes it: "28 Nov 2026" (the same in every locale, as the answer's other words). */
export function formatAskDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${SHORT_MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** One cell an answer relied on; `quote` is verbatim in the cell (its highlighted quote, else its short answer). */
export interface MatrixAskCitation {
  elementId: string;
  documentId: string;
  columnId: string;
  quote: string;
}

/** A document that matches the question, with the cells that say so. */
export interface MatrixAskMatch {
  documentId: string;
  documentName: string;
  citations: MatrixAskCitation[];
}

export interface MatrixAskAnswer {
  answer: string;
  /** False when the engine could not answer (the offline engine's refusal, an unsupported model answer). */
  answered: boolean;
  documents: MatrixAskMatch[];
  /** Every citation of the answer (those of `documents`, flattened). */
  citations: MatrixAskCitation[];
  engine: AiEngine;
  model?: string;
}

/** `POST /api/matrices/:id/ask` (202). */
export interface MatrixAskResult {
  pushNotificationTopicId: string;
}

/** The answer on the topic, before end-of-topic. */
export type MatrixAskPushPayload = {
  type: typeof PUSH_MESSAGE_TYPES.successResponse;
  matrixAsk: MatrixAskAnswer;
};

/**
 * A cell's reference passage with a cited quote highlighted instead of the cell's own (a model may cite part of it);
 * null when the passage does not hold the quote (the cell has changed since), so its own highlight is shown.
 */
export function highlightCitation(reference: string | null, quote: string): string | null {
  const passage = reference ? splitHighlights(reference).map((segment) => segment.text).join('') : '';
  const at = quote ? passage.indexOf(quote) : -1;
  if (at < 0) return null;
  return `${passage.slice(0, at)}${HIGHLIGHT_START}${quote}${HIGHLIGHT_END}${passage.slice(at + quote.length)}`;
}
