import type pg from 'pg';
import {
  MATRIX_ASK_TEXTS,
  MATRIX_NOT_FOUND,
  formatAskDate,
  type AiEngine,
  type MatrixAskAnswer,
  type MatrixAskCitation,
  type MatrixAskMatch,
} from '@arcline/shared';
import { companySettingsStore, matrixStore } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import { runAiCall, type AiProvider, type ContextPassage } from '../ai';
import { readStoredPrompt } from '../storedPrompts';
import { verifyQuote } from '../ai/quotes';
import { heartbeating } from '../heartbeat';
import { answerOffline, cellQuote, partyCore, ruledOutByTypedValues, serverToday, type AskCell, type AskMatrix } from './askEngine';

export interface MatrixAskActivityDeps {
  db: pg.Pool;
  ai: Pick<AiProvider, 'name' | 'answerQuestion'>;
}

/** The matrix's columns, rows (in the table's order: rows added together by name) and answered cells, read only when it is the user's. */
export async function loadAskMatrix(db: pg.Pool, matrixId: string, userId: string): Promise<AskMatrix> {
  return matrixStore.askMatrixOfUser(pgSql(db), matrixId, userId);
}

/** The cells as passages a model may quote: one per answered cell, named by its document and column. */
function cellPassages(matrix: AskMatrix): ContextPassage[] {
  const documentName = new Map(matrix.documents.map((document) => [document.id, document.name]));
  const columnName = new Map(matrix.columns.map((column) => [column.id, column.name]));
  return matrix.cells
    .filter((cell) => cell.refineResult !== MATRIX_NOT_FOUND)
    .map((cell, ordinal) => ({
      sourceType: 'attachment' as const,
      sourceId: cell.documentId,
      sourceName: `${documentName.get(cell.documentId) ?? ''} / ${columnName.get(cell.columnId) ?? ''}`,
      partId: cell.elementId,
      ordinal,
      text: `${cell.refineResult}\n${cellQuote(cell) === cell.refineResult ? '' : cellQuote(cell)}`.trim(),
    }));
}

const MODEL_QUESTION = (question: string, today: string) =>
  `The passages are the answered cells of a review table: each is one document's answer to one column (named "document / column"), then the quote it rests on. ` +
  `Answer from these cells only: name every document that matches and cite, for each, the cells that show it, quoting them exactly. ` +
  `If the cells cannot decide the question, say so. Today is ${today}: count relative dates ("within the next year") from it and say the dates you used.\n\nQuestion: ${question}`;

/** A column whose answer is the document's title (the "Document Name" template, a column called Title). */
const TITLE_COLUMN = /^(document name|document title|title|name of (the )?(agreement|contract|document))\b/i;

/**
 * The names a model's answer may call each document by, as partyCore writes them: its file name (with and without its
 * extension), its title (a title column's answer) and its parties' names (the party columns' typed values).
 */
function documentNames(matrix: AskMatrix): Map<string, string[]> {
  const titleColumns = new Set(matrix.columns.filter((column) => column.answerKind === 'text' && TITLE_COLUMN.test(column.name.trim())).map((column) => column.id));
  const partyColumns = new Set(matrix.columns.filter((column) => column.answerKind === 'party').map((column) => column.id));
  const bare = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, '');
  const names = new Map(matrix.documents.map((document) => [document.id, [document.name, ...(bare(document.name).length >= 8 ? [bare(document.name)] : [])]]));
  for (const cell of matrix.cells) {
    const list = names.get(cell.documentId);
    if (!list) continue;
    if (titleColumns.has(cell.columnId) && cell.refineResult !== MATRIX_NOT_FOUND) list.push(cell.refineResult);
    if (partyColumns.has(cell.columnId) && Array.isArray(cell.typedValue)) list.push(...cell.typedValue.map((party) => party.name));
  }
  // Generic words alone ("Agreement") name no document.
  return new Map([...names].map(([id, list]) => [id, [...new Set(list.map(partyCore).filter((name) => !/^(the )?(agreement|contract|document)s?$/.test(name)))]]));
}

/**
 * Keeps only the citations of existing cells of this matrix whose quote is verbatim in that cell (its short answer or
 * its quote); a model's other citations are dropped, and an answer left without any is refused: what the model says
 * must rest on cells of the matrix.
 */
export function checkModelCitations(
  matrix: AskMatrix,
  answer: { answer: string; citations: { partId: string | null; sourceId: string; quote: string }[]; engine: AiEngine; model?: string },
): MatrixAskAnswer {
  const cells = new Map<string, AskCell>(matrix.cells.map((cell) => [cell.elementId, cell]));
  const names = new Map(matrix.documents.map((document) => [document.id, document.name]));
  const byDocument = new Map<string, MatrixAskCitation[]>();
  for (const citation of answer.citations) {
    const cell = citation.partId ? cells.get(citation.partId) : undefined;
    if (!cell || cell.documentId !== citation.sourceId) continue;
    if (!verifyQuote(citation.quote, cell.refineResult) && !verifyQuote(citation.quote, cellQuote(cell))) continue;
    const list = byDocument.get(cell.documentId) ?? [];
    if (!list.some((kept) => kept.elementId === cell.elementId)) list.push({ elementId: cell.elementId, documentId: cell.documentId, columnId: cell.columnId, quote: citation.quote });
    byDocument.set(cell.documentId, list);
  }
  const documents: MatrixAskMatch[] = matrix.documents
    .filter((document) => byDocument.has(document.id))
    .map((document) => ({ documentId: document.id, documentName: names.get(document.id) ?? '', citations: byDocument.get(document.id)! }));
  const model = answer.model ? { model: answer.model } : {};
  // A document the answer names (by its file name, or without the extension when that is a name of 8 characters or
  // more; by its title; by one of its parties) but none of whose cells it cites as they are: the text would say more
  // than the cells kept. A title or party that a cited document has too ("the Distribution Agreement", the company's
  // own name) is not the dropped one's.
  const text = ` ${partyCore(answer.answer)} `;
  const namesOf = documentNames(matrix);
  const cited = new Set([...byDocument.keys()].flatMap((id) => namesOf.get(id) ?? []));
  const named = (name: string) => name.length >= 4 && !cited.has(name) && text.includes(` ${name} `);
  const unsupportedName = matrix.documents.some((document) => !byDocument.has(document.id) && (namesOf.get(document.id) ?? []).some(named));
  if (documents.length === 0 || unsupportedName) {
    return { answer: MATRIX_ASK_TEXTS.unsupported, answered: false, documents: [], citations: [], engine: answer.engine, ...model };
  }
  return { answer: answer.answer, answered: true, documents, citations: documents.flatMap((document) => document.citations), engine: answer.engine, ...model };
}

/**
 * A model's checked answer against the typed values (issue 31, 31l): where the question is one the offline engine's
 * filters decide (dates, amounts, yes/no, options, jurisdictions, parties), a document the model lists must pass them
 * by its typed values. One that a typed value rules out makes the answer the offline engine's, which says so first:
 * the model's text named it, so dropping its citations alone would leave words no cell supports.
 */
export function checkModelAgainstTypedValues(question: string, matrix: AskMatrix, checked: MatrixAskAnswer, today = serverToday()): MatrixAskAnswer {
  if (!checked.answered) return checked;
  const ruledOut = ruledOutByTypedValues(question, matrix, today);
  const wrong = ruledOut ? checked.documents.filter((document) => ruledOut.has(document.documentId)) : [];
  if (!ruledOut || wrong.length === 0) return checked;
  const offline = answerOffline(question, matrix, today);
  const columns = [...new Set(wrong.flatMap((document) => ruledOut.get(document.documentId) ?? []))];
  return { ...offline, answer: `${MATRIX_ASK_TEXTS.modelRuledOut(wrong.map((document) => document.documentName), columns)} ${offline.answer}` };
}

/**
 * "Ask the matrix" (issue 31). The offline engine filters by typed values (askEngine.ts); Claude or a self-hosted model
 * reasons over the cells as passages, and only its citations of existing cells, quoted verbatim, are kept; a document
 * it lists that the question's typed filters rule out gives the offline engine's answer instead.
 */
export function createMatrixAskActivities(deps: MatrixAskActivityDeps) {
  const sql = pgSql(deps.db);
  return {
    answerMatrixQuestion: heartbeating(async (input: { matrixId: string; userId: string; promptId: string }): Promise<MatrixAskAnswer> => {
      const question = (await readStoredPrompt(sql, input.promptId, input.userId)).userPrompt;
      const matrix = await loadAskMatrix(deps.db, input.matrixId, input.userId);
      if (matrix.cells.length === 0) return { answer: MATRIX_ASK_TEXTS.noAnswers, answered: false, documents: [], citations: [], engine: 'local' };
      // Relative dates ("within the next year") count from the server's date.
      const today = serverToday();
      const engine = (await companySettingsStore.getForUser(sql, input.userId)).aiEngine ?? deps.ai.name;
      if (engine !== 'local') {
        const answer = await runAiCall(() =>
          deps.ai.answerQuestion({ userId: input.userId, question: MODEL_QUESTION(question, formatAskDate(today)), attachmentIds: [], chatHistory: [], passages: cellPassages(matrix) }),
        );
        // A company routed to an engine this process lacks is answered offline, by the engine meant for it.
        if (answer.engine !== 'local') return checkModelAgainstTypedValues(question, matrix, checkModelCitations(matrix, answer), today);
      }
      return answerOffline(question, matrix, today);
    }),
  };
}
