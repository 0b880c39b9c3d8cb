import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { MATRIX_MESSAGES, MATRIX_VERSION_MESSAGES, type MatrixDocumentVersionResult, type MatrixElementPrevious, type MatrixTypedValue } from '@arcline/shared';
import { restartCells } from '@arcline/shared/data';
import { matrixVersionWorkflowId } from '@arcline/shared/contracts';
import { NotFoundError, ValidationError } from '../../errors';
import { Attachment } from '../../models';
import { MatrixDocument } from '../../models/matrix';
import { sequelizeSql } from '../../db/sequelizeSql';
import { findOwnedMatrix, isUuid } from './matrixAccess';
import { startMatrixFanout, type MatrixCellDeps } from './matrixCells';

/**
 * "Upload new version" (issue 31): the row's document becomes the new attachment (the old one is kept as the row's
 * previous attachment), each cell keeps its answer as `previous` under the version's request id, and the row's cells
 * are restarted under that id and handed with the commit to one fan-out, the workflow of a recalculation, named
 * `matrix-version/{matrixId}/{documentId}/{requestId}`. Another user's matrix or a row of another matrix is 404; an
 * attachment not the user's is 400.
 */
export async function addDocumentVersion(
  deps: MatrixCellDeps,
  userId: string,
  input: { matrixId: string; documentId: string; attachmentId: string },
): Promise<MatrixDocumentVersionResult> {
  const requestId = randomUUID();
  return deps.sequelize.transaction(async (transaction) => {
    const matrix = await findOwnedMatrix(userId, input.matrixId, transaction, true);
    const document = isUuid(input.documentId) ? await MatrixDocument.findOne({ where: { id: input.documentId, matrixId: matrix.id }, transaction }) : null;
    if (!document) throw new NotFoundError();
    const attachment = await Attachment.findOne({ attributes: ['id'], where: { id: input.attachmentId, userId }, transaction });
    if (!attachment) throw new ValidationError([MATRIX_MESSAGES.attachmentNotFound(input.attachmentId)]);
    if (attachment.id === document.attachmentId) throw new ValidationError([MATRIX_VERSION_MESSAGES.sameAttachment]);
    if (await MatrixDocument.count({ where: { matrixId: matrix.id, attachmentId: attachment.id }, transaction })) {
      throw new ValidationError([MATRIX_VERSION_MESSAGES.alreadyInMatrix]);
    }
    const [row] = await deps.sequelize.query<{ version: number }>(
      `update matrix_documents set previous_attachment_id = attachment_id, attachment_id = $2, version = version + 1, updated_at = now()
       where id = $1 returning version`,
      { bind: [document.id, attachment.id], type: QueryTypes.SELECT, transaction },
    );
    const cells = await deps.sequelize.query<{ id: string }>(
      `update matrix_elements
       set previous = case when status = 'COMPLETED'
                           then jsonb_build_object('generation', $2::text, 'refineResult', refine_result, 'referenceResult', reference_result, 'typedValue', typed_value)
                      end
       where document_id = $1 returning id`,
      { bind: [document.id, requestId], type: QueryTypes.SELECT, transaction },
    );
    const sql = sequelizeSql(deps.sequelize, transaction);
    for (const cell of cells) await restartCells(sql, { elementId: cell.id }, requestId);
    if (cells.length > 0) await startMatrixFanout(deps, { matrixId: matrix.id, userId, requestId }, matrixVersionWorkflowId(matrix.id, document.id, requestId));
    return { documentId: document.id, attachmentId: attachment.id, version: row?.version ?? 1, requestId };
  });
}

/**
 * What the last version did to a cell: its answer before when the version changed it, `unchanged` when the version's
 * answer is the same, null when no version has been computed for it (or it was recalculated since).
 */
export async function loadVersionChange(
  sequelize: Sequelize,
  elementId: string,
): Promise<{ previous: MatrixElementPrevious } | { unchanged: true } | null> {
  const [row] = await sequelize.query<{ changed: boolean; current: boolean; previous: (MatrixElementPrevious & { generation: string }) | null }>(
    `select changed, previous, status = 'COMPLETED' and generation::text = previous->>'generation' as current from matrix_elements where id = $1`,
    { bind: [elementId], type: QueryTypes.SELECT },
  );
  if (!row?.previous || !row.current) return null;
  if (!row.changed) return { unchanged: true };
  const { refineResult, referenceResult, typedValue } = row.previous;
  return { previous: { refineResult: refineResult ?? null, referenceResult: referenceResult ?? null, typedValue: (typedValue ?? null) as MatrixTypedValue } };
}
