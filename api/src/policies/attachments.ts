import type { UserRow } from '@arcline/shared/data';

export type AttachmentAction = 'upload' | 'readStatus';

/**
 * A user's attachments are theirs alone (spec 01 §7): every call reaches only the caller's own. Another user's ids in
 * a status call are left out of the answer, never an error that would tell they exist. Returns the owner to scope by.
 */
export function authorizeAttachments(user: Pick<UserRow, 'id'>, _action: AttachmentAction): { userId: string } {
  return { userId: user.id };
}
