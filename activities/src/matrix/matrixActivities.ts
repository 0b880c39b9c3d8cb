import type pg from 'pg';
import { ApplicationFailure } from '@temporalio/activity';
import { MATRIX_MESSAGES } from '@arcline/shared';
import type { MatrixCellFailure } from '@arcline/shared/contracts';
import { runAiCall, verifyMatrixReference, type AiProvider } from '../ai';
import { heartbeating } from '../heartbeat';

export interface MatrixActivityDeps {
  db: pg.Pool;
  ai: Pick<AiProvider, 'extractMatrixCell'>;
}

export type MatrixCellDocumentState = { state: 'ready' } | { state: 'pending' } | { state: 'superseded' } | { state: 'failed'; message: string };

export type MatrixCellStart = { generation: null } | { generation: string; document: MatrixCellDocumentState };

function documentState(attachment: { status: string; error: string | null }): MatrixCellDocumentState {
  if (attachment.status === 'COMPLETED') return { state: 'ready' };
  if (attachment.status === 'FAILED') return { state: 'failed', message: MATRIX_MESSAGES.documentFailed(attachment.error) };
  return { state: 'pending' };
}

/** Raised while the document is still being extracted; the workflow's retry policy waits it out. */
export const MATRIX_DOCUMENT_NOT_READY = 'MatrixDocumentNotReady';

interface CellSource {
  query: string;
  column_name: string;
  document_name: string;
  user_id: string;
  attachment_id: string;
}

/**
 * The cell's activities. Every write is conditioned on the generation the run read first, so a retried activity
 * writes once and a run superseded by a recalculation or a query edit never overwrites the newer run.
 */
export function createMatrixActivities(deps: MatrixActivityDeps) {
  const { db, ai } = deps;

  async function paragraphsOf(userId: string, attachmentId: string): Promise<string[]> {
    const { rows } = await db.query<{ content: string }>(
      `select content from text_chunks where user_id = $1 and source_type = 'attachment' and source_id = $2 order by ordinal`,
      [userId, attachmentId],
    );
    return rows.map((row) => row.content);
  }

  return {
    /**
     * Where a new run starts: the generation it works for (null when the cell no longer exists) and whether the
     * document's text is there yet. One read, run as a local activity: most cells need no other step before the AI.
     */
    async beginMatrixCell(elementId: string): Promise<MatrixCellStart> {
      const { rows } = await db.query<{ generation: string; status: string; error: string | null }>(
        `select e.generation, a.status, a.error from matrix_elements e
         join matrix_documents d on d.id = e.document_id
         join attachments a on a.id = d.attachment_id
         where e.id = $1`,
        [elementId],
      );
      const cell = rows[0];
      if (!cell) return { generation: null };
      return { generation: cell.generation, document: documentState(cell) };
    },

    /** Ready when the attachment's text is indexed; throws (and is retried) while it is queued or processing. */
    async awaitMatrixCellDocument(elementId: string, generation: string): Promise<Exclude<MatrixCellDocumentState, { state: 'pending' }>> {
      const { rows } = await db.query<{ status: string; error: string | null }>(
        `select a.status, a.error from matrix_elements e
         join matrix_documents d on d.id = e.document_id
         join attachments a on a.id = d.attachment_id
         where e.id = $1 and e.generation = $2`,
        [elementId, generation],
      );
      const attachment = rows[0];
      if (!attachment) return { state: 'superseded' };
      const state = documentState(attachment);
      if (state.state === 'pending') throw ApplicationFailure.retryable(`The document is ${attachment.status.toLowerCase()}.`, MATRIX_DOCUMENT_NOT_READY);
      return state;
    },

    /** Asks the AI provider, checks the quote against the document's text, and stores the answer. */
    computeMatrixCell: heartbeating(async (elementId: string, generation: string): Promise<{ stored: boolean }> => {
      const { rows } = await db.query<CellSource>(
        `select coalesce(c.custom_query, q.query) as query, c.name as column_name, a.name as document_name,
                a.user_id, a.id as attachment_id
         from matrix_elements e
         join matrix_columns c on c.id = e.column_id
         left join matrix_queries q on q.id = c.matrix_query_id
         join matrix_documents d on d.id = e.document_id
         join attachments a on a.id = d.attachment_id
         where e.id = $1 and e.generation = $2`,
        [elementId, generation],
      );
      const source = rows[0];
      if (!source) return { stored: false };
      const paragraphs = await paragraphsOf(source.user_id, source.attachment_id);
      const answer = await runAiCall(() =>
        ai.extractMatrixCell({ query: source.query, columnName: source.column_name, documentName: source.document_name, paragraphs }),
      );
      // Whatever the provider, a quote reaches the user only if it occurs verbatim in the document.
      const reference = verifyMatrixReference(answer.referenceResult, paragraphs);
      const result = reference.note ? [answer.result, reference.note].filter(Boolean).join(' ') : answer.result;
      const stored = await db.query(
        `update matrix_elements
         set status = 'COMPLETED', result = $3, refine_result = $4, reference_result = $5, error = null, updated_at = now()
         where id = $1 and generation = $2`,
        [elementId, generation, result, answer.refineResult, reference.referenceResult],
      );
      return { stored: (stored.rowCount ?? 0) > 0 };
    }),

    async failMatrixCell(elementId: string, generation: string, failure: MatrixCellFailure): Promise<{ stored: boolean }> {
      const message =
        failure.reason === 'explained' ? failure.message : failure.reason === 'documentNotReady' ? MATRIX_MESSAGES.documentNotReady : MATRIX_MESSAGES.extractionFailed;
      const stored = await db.query(
        `update matrix_elements
         set status = 'FAILED', error = $3, result = null, refine_result = null, reference_result = null, updated_at = now()
         where id = $1 and generation = $2`,
        [elementId, generation, message],
      );
      return { stored: (stored.rowCount ?? 0) > 0 };
    },
  };
}
