import type { UserRow } from '@arcline/shared/data';
import { NotFoundError } from '../errors';

export type IndexedDocumentAction = 'cache' | 'update' | 'use';

/**
 * The documents a user's add-in cached in the index (`documentId` of /api/ai/*) are that user's alone: every call is
 * scoped to the caller, so another user's document id is one the caller never cached. Returns the owner to scope by.
 */
export function authorizeIndexedDocuments(user: Pick<UserRow, 'id'>, _action: IndexedDocumentAction): { userId: string } {
  return { userId: user.id };
}

/** A document a call names that the caller's index does not hold (never cached, or another user's): 404. */
export function authorizeIndexedDocument(state: 'missing' | 'not-synced' | 'synced'): 'not-synced' | 'synced' {
  if (state === 'missing') throw new NotFoundError();
  return state;
}
