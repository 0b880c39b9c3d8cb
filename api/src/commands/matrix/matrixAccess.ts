import type { Transaction } from 'sequelize';
import { NotFoundError } from '../../errors';
import { Matrix, MatrixColumnRow, MatrixDocument, MatrixElement } from '../../models/matrix';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The one ownership rule of Matrix Review: a matrix, and everything in it, belongs to the user who created it.
 * Anything else, including a malformed id, is "not found" (404), never "forbidden".
 */
export async function findOwnedMatrix(userId: string, matrixId: string, transaction?: Transaction, lock = false): Promise<Matrix> {
  const matrix = isUuid(matrixId) ? await Matrix.findOne({ where: { id: matrixId, userId }, transaction, lock: lock ? transaction?.LOCK.UPDATE : undefined }) : null;
  if (!matrix) throw new NotFoundError();
  return matrix;
}

export async function findOwnedColumn(userId: string, columnId: string, transaction?: Transaction): Promise<{ column: MatrixColumnRow; matrix: Matrix }> {
  const column = isUuid(columnId) ? await MatrixColumnRow.findByPk(columnId, { transaction }) : null;
  if (!column) throw new NotFoundError();
  return { column, matrix: await findOwnedMatrix(userId, column.matrixId, transaction) };
}

export async function findOwnedDocument(userId: string, documentId: string, transaction?: Transaction): Promise<{ document: MatrixDocument; matrix: Matrix }> {
  const document = isUuid(documentId) ? await MatrixDocument.findByPk(documentId, { transaction }) : null;
  if (!document) throw new NotFoundError();
  return { document, matrix: await findOwnedMatrix(userId, document.matrixId, transaction) };
}

export async function findOwnedElement(userId: string, elementId: string, transaction?: Transaction): Promise<{ element: MatrixElement; matrix: Matrix }> {
  const element = isUuid(elementId) ? await MatrixElement.findByPk(elementId, { transaction }) : null;
  if (!element) throw new NotFoundError();
  return { element, matrix: await findOwnedMatrix(userId, element.matrixId, transaction) };
}
