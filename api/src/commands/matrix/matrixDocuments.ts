import { randomUUID } from 'node:crypto';
import { MATRIX_MAX_DOCUMENTS, MATRIX_MESSAGES, type MatrixDocumentCell } from '@arcline/shared';
import { attachmentStore, createMissingCells, matrixDocumentStore, runningCellIds } from '@arcline/shared/data';
import { ValidationError } from '../../errors';
import { presentMatrixDocument } from '../../presenters/matrix';
import { findOwnedDocument, findOwnedMatrix } from './matrixAccess';
import { loadMatrixDocuments } from './matrixDetail';
import { sequelizeSql } from '../../db/sequelizeSql';
import { cancelCellWorkflows, startMatrixFanout, type MatrixCellDeps } from './matrixCells';

/**
 * Adds the user's attachments to a matrix as rows (an attachment already in it is kept, not repeated) and a cell for
 * every column, handed to one `matrix-fanout` with the commit. Nothing is written when one attachment is not the
 * user's.
 */
export async function addMatrixDocuments(
  deps: MatrixCellDeps,
  userId: string,
  input: { matrixId: string; attachmentIds: string[] },
): Promise<MatrixDocumentCell[]> {
  const attachmentIds = [...new Set(input.attachmentIds.map((id) => id.toLowerCase()))];
  const requestId = randomUUID();
  const documentIds = await sequelizeSql(deps.sequelize).transaction(async (sql) => {
    const matrix = await findOwnedMatrix(sql, userId, input.matrixId, true);
    const ownedIds = new Set(await attachmentStore.ownedIds(sql, userId, attachmentIds));
    const unknown = attachmentIds.filter((id) => !ownedIds.has(id));
    if (unknown.length > 0) throw new ValidationError(unknown.map((id) => MATRIX_MESSAGES.attachmentNotFound(id)));

    const newIds = await matrixDocumentStore.addAttachments(sql, matrix.id, attachmentIds);
    if ((await matrixDocumentStore.count(sql, matrix.id)) > MATRIX_MAX_DOCUMENTS) {
      throw new ValidationError([MATRIX_MESSAGES.tooManyDocuments]);
    }
    const all = await matrixDocumentStore.idsOfAttachments(sql, matrix.id, attachmentIds);
    const cells = await createMissingCells(sql, { matrixId: matrix.id, generation: requestId, documentIds: newIds });
    if (cells > 0) await startMatrixFanout(deps, { matrixId: matrix.id, userId, requestId });
    return all;
  });
  const documents = await loadMatrixDocuments(sequelizeSql(deps.sequelize), { documentIds });
  return documents.map(presentMatrixDocument);
}

/** Removes a row and its cells, then cancels the cells that were still running. */
export async function deleteMatrixDocument(deps: MatrixCellDeps, userId: string, documentId: string): Promise<void> {
  const { matrixId, running } = await sequelizeSql(deps.sequelize).transaction(async (sql) => {
    const { document } = await findOwnedDocument(sql, userId, documentId, true);
    const ids = await runningCellIds(sql, { documentId: document.id });
    await matrixDocumentStore.delete(sql, document.id);
    return { matrixId: document.matrixId, running: ids };
  });
  await cancelCellWorkflows(deps, { matrixId, userId, requestId: randomUUID() }, running);
}
