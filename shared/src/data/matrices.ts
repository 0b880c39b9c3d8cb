import type { MatrixAnswerKind, MatrixTypedValue } from '../matrix/typedValues';
import type { Sql } from './sql';

export interface AskMatrixRows {
  columns: { id: string; name: string; query: string; answerKind: MatrixAnswerKind; answerOptions: string[] | null }[];
  documents: { id: string; name: string }[];
  cells: { elementId: string; documentId: string; columnId: string; refineResult: string; referenceResult: string | null; typedValue: MatrixTypedValue | null }[];
}

/**
 * Reads of the matrix aggregate (`matrices`, `matrix_columns`, `matrix_documents`) for the worker. The API still
 * writes these tables through the Sequelize models of api/src/models/matrix.ts, not yet moved here (issue 27); the
 * cells (`matrix_elements`) are written only by matrixElements.ts, and read here as they are answered.
 */
export const matrixStore = {
  /**
   * The matrix's columns, rows (in the table's order: rows added together by name) and answered cells, read only when
   * it is the user's; an empty matrix otherwise.
   */
  async askMatrixOfUser(sql: Sql, matrixId: string, userId: string): Promise<AskMatrixRows> {
    const owned = await sql.rows('select 1 as owned from matrices where id = $1 and user_id = $2', [matrixId, userId]);
    if (owned.length === 0) return { columns: [], documents: [], cells: [] };
    const [columns, documents, cells] = await Promise.all([
      sql.rows<AskMatrixRows['columns'][number]>(
        `select c.id, c.name, coalesce(c.custom_query, q.query, '') as "query", c.answer_kind as "answerKind", c.answer_options as "answerOptions"
         from matrix_columns c left join matrix_queries q on q.id = c.matrix_query_id where c.matrix_id = $1 order by c.sort_order, c.id`,
        [matrixId],
      ),
      sql.rows<AskMatrixRows['documents'][number]>(
        `select d.id, a.name from matrix_documents d join attachments a on a.id = d.attachment_id where d.matrix_id = $1 order by d.created_at, a.name, d.id`,
        [matrixId],
      ),
      sql.rows<AskMatrixRows['cells'][number]>(
        `select id as "elementId", document_id as "documentId", column_id as "columnId", refine_result as "refineResult",
                reference_result as "referenceResult", typed_value as "typedValue"
         from matrix_elements where matrix_id = $1 and status = 'COMPLETED' and coalesce(refine_result, '') <> ''`,
        [matrixId],
      ),
    ]);
    return { columns, documents, cells: cells.map((cell) => ({ ...cell, typedValue: cell.typedValue ?? null })) };
  },
};
