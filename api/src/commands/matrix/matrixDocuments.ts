import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { MATRIX_MAX_DOCUMENTS, MATRIX_MESSAGES, type MatrixDocumentCell } from '@arcline/shared';
import { ValidationError } from '../../errors';
import { Attachment } from '../../models';
import { MatrixDocument } from '../../models/matrix';
import { presentMatrixDocument } from '../../presenters/matrix';
import { findOwnedDocument, findOwnedMatrix } from './matrixAccess';
import { loadMatrixDocuments } from './matrixDetail';
import { createMissingCells, runningCellIds } from '@arcline/shared/data';
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
  const documentIds = await deps.sequelize.transaction(async (transaction) => {
    const matrix = await findOwnedMatrix(userId, input.matrixId, transaction, true);
    const owned = await Attachment.findAll({ attributes: ['id'], where: { id: attachmentIds, userId }, transaction });
    const ownedIds = new Set(owned.map((attachment) => attachment.id));
    const unknown = attachmentIds.filter((id) => !ownedIds.has(id));
    if (unknown.length > 0) throw new ValidationError(unknown.map((id) => MATRIX_MESSAGES.attachmentNotFound(id)));

    const inserted = await deps.sequelize.query<{ id: string }>(
      `insert into matrix_documents (matrix_id, attachment_id)
       select $1, unnest($2::uuid[])
       on conflict (matrix_id, attachment_id) do nothing
       returning id`,
      { bind: [matrix.id, attachmentIds], type: QueryTypes.SELECT, transaction },
    );
    if ((await MatrixDocument.count({ where: { matrixId: matrix.id }, transaction })) > MATRIX_MAX_DOCUMENTS) {
      throw new ValidationError([MATRIX_MESSAGES.tooManyDocuments]);
    }
    const newIds = inserted.map((row) => row.id);
    const all = await MatrixDocument.findAll({ attributes: ['id'], where: { matrixId: matrix.id, attachmentId: attachmentIds }, transaction });
    const cells = await createMissingCells(sequelizeSql(deps.sequelize, transaction), { matrixId: matrix.id, generation: requestId, documentIds: newIds });
    if (cells > 0) await startMatrixFanout(deps, { matrixId: matrix.id, userId, requestId });
    return all.map((document) => document.id);
  });
  const documents = await loadMatrixDocuments(deps.sequelize, { documentIds });
  return documents.map(presentMatrixDocument);
}

/** Removes a row and its cells, then cancels the cells that were still running. */
export async function deleteMatrixDocument(deps: MatrixCellDeps, userId: string, documentId: string): Promise<void> {
  const { matrixId, running } = await deps.sequelize.transaction(async (transaction) => {
    const { document } = await findOwnedDocument(userId, documentId, transaction, true);
    const ids = await runningCellIds(sequelizeSql(deps.sequelize, transaction), { documentId: document.id });
    await document.destroy({ transaction });
    return { matrixId: document.matrixId, running: ids };
  });
  await cancelCellWorkflows(deps, { matrixId, userId, requestId: randomUUID() }, running);
}
