import { isUuid } from '@arcline/shared';
import {
  findCell,
  matrixColumnStore,
  matrixDocumentStore,
  matrixStore,
  type Sql,
  type StoredMatrix,
  type StoredMatrixColumn,
  type StoredMatrixDocument,
  type StoredMatrixElement,
} from '@arcline/shared/data';
import { NotFoundError } from '../../errors';
import { authorizeMatrix, ownMatrices } from '../../policies/matrices';

export { isUuid } from '@arcline/shared';

/**
 * The matrix, if the user may see it (policies/matrices.ts: their own); anything else, including a malformed id, is a
 * 404. The columns, documents and cells below are reached through their matrix, so the same rule holds for them.
 * With `lock`, the matrix's row is locked until `sql`'s transaction ends (see matrixStore.findOfUser).
 */
export async function findOwnedMatrix(sql: Sql, userId: string, matrixId: string, lock = false): Promise<StoredMatrix> {
  const matrix = isUuid(matrixId) ? await matrixStore.findOfUser(sql, matrixId, ownMatrices({ id: userId }), lock) : null;
  return authorizeMatrix({ id: userId }, matrix);
}

/**
 * With `lock`, the column's matrix is locked (FOR UPDATE) like every command that changes a matrix's rows or columns
 * locks it, so those commands take turns: cells are never created for a column or document deleted meanwhile.
 */
export async function findOwnedColumn(sql: Sql, userId: string, columnId: string, lock = false): Promise<{ column: StoredMatrixColumn; matrix: StoredMatrix }> {
  const column = isUuid(columnId) ? await matrixColumnStore.find(sql, columnId) : null;
  if (!column) throw new NotFoundError();
  return { column, matrix: await findOwnedMatrix(sql, userId, column.matrixId, lock) };
}

export async function findOwnedDocument(sql: Sql, userId: string, documentId: string, lock = false): Promise<{ document: StoredMatrixDocument; matrix: StoredMatrix }> {
  const document = isUuid(documentId) ? await matrixDocumentStore.find(sql, documentId) : null;
  if (!document) throw new NotFoundError();
  return { document, matrix: await findOwnedMatrix(sql, userId, document.matrixId, lock) };
}

export async function findOwnedElement(sql: Sql, userId: string, elementId: string): Promise<{ element: StoredMatrixElement; matrix: StoredMatrix }> {
  const element = isUuid(elementId) ? await findCell(sql, elementId) : null;
  if (!element) throw new NotFoundError();
  return { element, matrix: await findOwnedMatrix(sql, userId, element.matrixId) };
}
