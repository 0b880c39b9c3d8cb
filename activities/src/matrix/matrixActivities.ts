import type pg from 'pg';
import pLimit from 'p-limit';
import { ApplicationFailure } from '@temporalio/activity';
import { MATRIX_MESSAGES, MATRIX_PLAYBOOK_TEXTS, type MatrixPlaybookTopicRef } from '@arcline/shared';
import type { MatrixCellFailure } from '@arcline/shared/contracts';
import { cellDocument, cellGeneration, cellSource, completeCell, failCell, findPlaybook, textChunkStore, type CellAnswer, type Sql } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import { runAiCall, type AiProvider } from '../ai';
import { typedValueOf } from '../ai/typedValue';
import { heartbeating } from '../heartbeat';
import { reviewParagraphs } from '../ai/playbooks';
import { withActingFor } from '../ai/playbooks/playbookForReview';

export interface MatrixActivityDeps {
  db: pg.Pool;
  ai: Pick<AiProvider, 'extractMatrixCell' | 'reviewParagraphsAgainstPlaybook'>;
  /**
   * AI calls of this process's cells at once (the matrix worker's MATRIX_CELL_CONCURRENCY); unbounded when absent.
   * The worker runs more cell activities than this, so one cell's reads and writes overlap the others' AI calls.
   */
  aiCallsInFlight?: number;
}

export type MatrixCellDocumentState = { state: 'ready' } | { state: 'pending' } | { state: 'superseded' } | { state: 'failed'; message: string };

export type MatrixCellStart = { generation: null } | { generation: string; document: MatrixCellDocumentState };

function documentState(attachment: { status: string; error: string | null }): MatrixCellDocumentState {
  if (attachment.status === 'COMPLETED') return { state: 'ready' };
  if (attachment.status === 'FAILED') return { state: 'failed', message: MATRIX_MESSAGES.documentFailed(attachment.error) };
  return { state: 'pending' };
}

/** An attachment's paragraphs as extracted and indexed: the text every quote of a cell or a redline is verbatim in. */
export function attachmentParagraphs(sql: Sql, userId: string, attachmentId: string): Promise<string[]> {
  return textChunkStore.attachmentParagraphs(sql, userId, attachmentId);
}

/**
 * A playbook column's cell (issue 32): the topic's verdict, the quote and why, by the engine the process runs for the
 * matrix's owner (a model judges the one topic, its quote verified against the paragraphs; offline, the clause finder
 * locates the passage and the topic's rule decides). A topic no longer in the playbook's version fails the cell.
 */
async function playbookAnswer(
  sql: Sql,
  ai: MatrixActivityDeps['ai'],
  source: { companyId: string; userId: string; documentName: string; playbookTopic: MatrixPlaybookTopicRef },
  paragraphs: string[],
  around: <T>(call: () => Promise<T>) => Promise<T>,
): Promise<CellAnswer> {
  const ref = source.playbookTopic;
  const playbook = await findPlaybook(sql, source.companyId, ref.playbookId, ref.version);
  const topic = playbook?.topics.find((candidate) => candidate.id === ref.topicId);
  if (!playbook || !topic) throw ApplicationFailure.nonRetryable(MATRIX_PLAYBOOK_TEXTS.topicGone, 'PlaybookTopicMissing');
  const judged = withActingFor({ ...playbook, topics: [topic] }, ref.actingFor);
  const { findings } = await reviewParagraphs(ai, { userId: source.userId, documentName: source.documentName, paragraphs, playbook: judged }, around);
  const finding = findings[0]!;
  return { result: finding.explanation, refineResult: finding.verdict, referenceResult: finding.quote, typedValue: finding.verdict };
}

/** Raised while the document is still being extracted; the workflow's retry policy waits it out. */
export const MATRIX_DOCUMENT_NOT_READY = 'MatrixDocumentNotReady';

/**
 * The cell's activities. Every write is conditioned on the generation the run read first, so a retried activity
 * writes once and a run superseded by a recalculation or a query edit never overwrites the newer run.
 */
export function createMatrixActivities(deps: MatrixActivityDeps) {
  const { ai } = deps;
  const sql = pgSql(deps.db);
  const aiSlot = pLimit(deps.aiCallsInFlight ?? Number.POSITIVE_INFINITY);

  return {
    /**
     * Where a new run starts: the generation it works for (null when the cell no longer exists) and whether the
     * document's text is there yet. One read, run as a local activity: most cells need no other step before the AI.
     */
    async beginMatrixCell(elementId: string): Promise<MatrixCellStart> {
      const cell = await cellGeneration(sql, elementId);
      if (!cell) return { generation: null };
      return { generation: cell.generation, document: documentState(cell) };
    },

    /** Ready when the attachment's text is indexed; throws (and is retried) while it is queued or processing. */
    async awaitMatrixCellDocument(elementId: string, generation: string): Promise<Exclude<MatrixCellDocumentState, { state: 'pending' }>> {
      const attachment = await cellDocument(sql, elementId, generation);
      if (!attachment) return { state: 'superseded' };
      const state = documentState(attachment);
      if (state.state === 'pending') throw ApplicationFailure.retryable(`The document is ${attachment.status.toLowerCase()}.`, MATRIX_DOCUMENT_NOT_READY);
      return state;
    },

    /** Asks the AI provider (whose reference is verified verbatim against these paragraphs) and stores the answer. */
    computeMatrixCell: heartbeating(async (elementId: string, generation: string): Promise<{ stored: boolean }> => {
      const source = await cellSource(sql, elementId, generation);
      if (!source) return { stored: false };
      const paragraphs = await attachmentParagraphs(sql, source.userId, source.attachmentId);
      if (source.playbookTopic) {
        const answer = await playbookAnswer(sql, ai, { ...source, playbookTopic: source.playbookTopic }, paragraphs, (call) => aiSlot(() => runAiCall(call)));
        return { stored: await completeCell(sql, elementId, generation, answer) };
      }
      const answer = await aiSlot(() =>
        runAiCall(() =>
          ai.extractMatrixCell({
            userId: source.userId,
            query: source.query,
            answerKind: source.answerKind,
            answerOptions: source.answerOptions,
            columnName: source.columnName,
            documentName: source.documentName,
            paragraphs,
          }),
        ),
      );
      const { result, refineResult, referenceResult } = answer;
      // Every engine gives the short answer in its kind's shape; its normalised value is read from it (issue 31).
      const typedValue = typedValueOf(source.answerKind, refineResult, source.answerOptions);
      return { stored: await completeCell(sql, elementId, generation, { result, refineResult, referenceResult, typedValue }) };
    }),

    async failMatrixCell(elementId: string, generation: string, failure: MatrixCellFailure): Promise<{ stored: boolean }> {
      const message =
        failure.reason === 'explained' ? failure.message : failure.reason === 'documentNotReady' ? MATRIX_MESSAGES.documentNotReady : MATRIX_MESSAGES.extractionFailed;
      return { stored: await failCell(sql, elementId, generation, message) };
    },
  };
}
