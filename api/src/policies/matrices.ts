import { NotFoundError } from '../errors';

/**
 * Matrix Review's one ownership rule: a matrix, and everything in it (columns, documents, cells), belongs to the user
 * who created it, for every action. Anything else, including a malformed id, is "not found" (404), never
 * "forbidden": a caller learns nothing of other users' matrices. The loaders of commands/matrix/matrixAccess.ts apply
 * it to every matrix a route or command reaches.
 */
export function authorizeMatrix<M extends { userId: string }>(user: { id: string }, matrix: M | null | undefined): M {
  if (!matrix || matrix.userId !== user.id) throw new NotFoundError();
  return matrix;
}

/** The same rule as a query condition: a lookup by it never reads (or locks) another user's matrix. */
export const ownMatrices = (user: { id: string }): { userId: string } => ({ userId: user.id });
