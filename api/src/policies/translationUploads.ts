import { TRANSLATION_MESSAGES } from '@arcline/shared';
import type { UserRow } from '@arcline/shared/data';
import { NotFoundError } from '../errors';

export type TranslationUploadAction = 'upload' | 'list' | 'translate';

/** A file translation's upload is the uploader's alone: every call is scoped to the caller. Returns the owner. */
export function authorizeTranslationUploads(user: Pick<UserRow, 'id'>, _action: TranslationUploadAction): { userId: string } {
  return { userId: user.id };
}

/** An upload a call names that is not the caller's (another user's, unknown, or its workflow gone): 404 with the spec's message. */
export function authorizeTranslationUpload<U>(upload: U | null | undefined): U {
  if (upload === null || upload === undefined) throw new NotFoundError([TRANSLATION_MESSAGES.uploadNotFound]);
  return upload;
}
