import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  MATRIX_CELL_PREVIEW_CHARS,
  type AggregatedResultStatus,
  type MatrixDetail,
  type MatrixElementStatus,
  type MatrixRow,
} from '@arcline/shared';
import { MatrixColumnRow, type Matrix } from '../../models/matrix';
import { presentMatrix, presentMatrixColumn, presentMatrixDocument, type MatrixDocumentSource } from '../../presenters/matrix';

/** The matrix's documents with their attachments, in the order they were added. */
export async function loadMatrixDocuments(
  sequelize: Sequelize,
  where: { matrixId: string } | { documentIds: string[] },
  transaction?: Transaction,
): Promise<MatrixDocumentSource[]> {
  const [condition, value] = 'matrixId' in where ? ['d.matrix_id = $1', where.matrixId] : ['d.id = any($1::uuid[])', where.documentIds];
  return sequelize.query<MatrixDocumentSource>(
    `select d.id, d.attachment_id as "attachmentId", a.name, a.status, a.error
     from matrix_documents d join attachments a on a.id = d.attachment_id
     where ${condition}
     order by d.created_at, a.name, d.id`,
    { bind: [value], type: QueryTypes.SELECT, transaction },
  );
}

/** Counts by status and the latest change, computed by the database in one pass over the matrix's cells. */
export async function loadAggregatedResultStatus(sequelize: Sequelize, matrixId: string): Promise<AggregatedResultStatus> {
  const [row] = await sequelize.query<{ processing: number; completed: number; failed: number; last_data_update: Date | null }>(
    `select count(*) filter (where status = 'PROCESSING')::int as processing,
            count(*) filter (where status = 'COMPLETED')::int as completed,
            count(*) filter (where status = 'FAILED')::int as failed,
            max(updated_at) as last_data_update
     from matrix_elements where matrix_id = $1`,
    { bind: [matrixId], type: QueryTypes.SELECT },
  );
  return {
    processing: row?.processing ?? 0,
    completed: row?.completed ?? 0,
    failed: row?.failed ?? 0,
    lastDataUpdate: row?.last_data_update ? new Date(row.last_data_update).toISOString() : null,
  };
}

interface CellPreviewRow {
  id: string;
  document_id: string;
  column_id: string;
  status: MatrixElementStatus;
  refine_result: string | null;
  result: string | null;
}

/**
 * The detail the table polls every 2 s: the cells carry what a cell shows (the refined result, or the start of the
 * reasoning when there is none); the reference and the full reasoning come with the element call.
 */
export async function loadMatrixDetail(sequelize: Sequelize, matrix: Matrix): Promise<MatrixDetail> {
  const [columns, documents, cells, aggregatedResultStatus] = await Promise.all([
    MatrixColumnRow.findAll({ where: { matrixId: matrix.id }, order: [['sortOrder', 'ASC'], ['createdAt', 'ASC']] }),
    loadMatrixDocuments(sequelize, { matrixId: matrix.id }),
    sequelize.query<CellPreviewRow>(
      `select id, document_id, column_id, status, refine_result,
              case when coalesce(refine_result, '') = '' then left(result, $2) end as result
       from matrix_elements where matrix_id = $1`,
      { bind: [matrix.id, MATRIX_CELL_PREVIEW_CHARS], type: QueryTypes.SELECT },
    ),
    loadAggregatedResultStatus(sequelize, matrix.id),
  ]);
  const rowsByDocument = new Map<string, MatrixRow>(documents.map((document) => [document.id, { document: presentMatrixDocument(document), cells: {} }]));
  for (const cell of cells) {
    const row = rowsByDocument.get(cell.document_id);
    if (row) row.cells[cell.column_id] = { id: cell.id, status: cell.status, refineResult: cell.refine_result, result: cell.result };
  }
  return {
    ...presentMatrix(matrix),
    columns: Object.fromEntries(columns.map((column) => [column.id, presentMatrixColumn(column)])),
    rows: [...rowsByDocument.values()],
    aggregatedResultStatus,
  };
}
