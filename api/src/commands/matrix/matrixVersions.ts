import { randomUUID } from 'node:crypto';
import { MATRIX_MESSAGES, MATRIX_VERSION_MESSAGES, type MatrixDocumentVersionResult, type MatrixElementPrevious, type MatrixTypedValue } from '@arcline/shared';
import { attachmentStore, cellVersion, keepAnswersForVersion, matrixDocumentStore, restartCells, type Sql } from '@arcline/shared/data';
import { matrixVersionWorkflowId } from '@arcline/shared/contracts';
import { NotFoundError, ValidationError } from '../../errors';
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
  return sequelizeSql(deps.sequelize).transaction(async (sql) => {
    const matrix = await findOwnedMatrix(sql, userId, input.matrixId, true);
    const document = isUuid(input.documentId) ? await matrixDocumentStore.findInMatrix(sql, matrix.id, input.documentId) : null;
    if (!document) throw new NotFoundError();
    const [attachmentId] = await attachmentStore.ownedIds(sql, userId, [input.attachmentId]);
    if (!attachmentId) throw new ValidationError([MATRIX_MESSAGES.attachmentNotFound(input.attachmentId)]);
    if (attachmentId === document.attachmentId) throw new ValidationError([MATRIX_VERSION_MESSAGES.sameAttachment]);
    if ((await matrixDocumentStore.idsOfAttachments(sql, matrix.id, [attachmentId])).length > 0) {
      throw new ValidationError([MATRIX_VERSION_MESSAGES.alreadyInMatrix]);
    }
    const version = await matrixDocumentStore.replaceAttachment(sql, document.id, attachmentId);
    const cells = await keepAnswersForVersion(sql, document.id, requestId);
    for (const cell of cells) await restartCells(sql, { elementId: cell }, requestId);
    if (cells.length > 0) await startMatrixFanout(deps, { matrixId: matrix.id, userId, requestId }, matrixVersionWorkflowId(matrix.id, document.id, requestId));
    return { documentId: document.id, attachmentId, version: version ?? 1, requestId };
  });
}

/**
 * What the last version did to a cell: its answer before when the version changed it, `unchanged` when the version's
 * answer is the same, null when no version has been computed for it (or it was recalculated since).
 */
export async function loadVersionChange(sql: Sql, elementId: string): Promise<{ previous: MatrixElementPrevious } | { unchanged: true } | null> {
  const row = await cellVersion(sql, elementId);
  if (!row?.previous || !row.current) return null;
  if (!row.changed) return { unchanged: true };
  const { refineResult, referenceResult, typedValue } = row.previous;
  return { previous: { refineResult: refineResult ?? null, referenceResult: referenceResult ?? null, typedValue: (typedValue ?? null) as MatrixTypedValue } };
}
