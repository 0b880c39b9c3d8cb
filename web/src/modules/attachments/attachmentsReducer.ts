import type { AttachmentStatus, AttachmentStatusResult } from '@arcline/shared';

/** An attachment as the client tracks it (spec 01 §3). */
export interface ClientAttachment {
  clientSideId: string;
  attachmentId?: string;
  name: string;
  size: number;
  type: string;
  md5?: string;
  status: AttachmentStatus;
  error?: string;
  uploadedAt: number;
}

export type AttachmentsAction =
  | { type: 'added'; attachment: Pick<ClientAttachment, 'clientSideId' | 'name' | 'size' | 'type' | 'uploadedAt'> }
  | { type: 'uploadRequested'; clientSideId: string; attachmentId: string; md5: string; duplicate: boolean }
  | { type: 'uploaded'; clientSideId: string }
  | { type: 'failed'; clientSideId: string; errors: string[] }
  | { type: 'statusesReceived'; results: AttachmentStatusResult[] }
  | { type: 'removed'; clientSideId: string }
  | { type: 'cleared' };

const update = (state: ClientAttachment[], clientSideId: string, patch: Partial<ClientAttachment>) =>
  state.map((item) => (item.clientSideId === clientSideId ? { ...item, ...patch } : item));

export function attachmentsReducer(state: ClientAttachment[], action: AttachmentsAction): ClientAttachment[] {
  switch (action.type) {
    case 'added':
      return [...state, { ...action.attachment, status: 'UPLOADING' }];
    case 'uploadRequested':
      // A duplicate already exists on the server, fully processed: it is complete at once (spec 01 §4).
      return update(state, action.clientSideId, {
        attachmentId: action.attachmentId,
        md5: action.md5,
        ...(action.duplicate ? { status: 'COMPLETED' as const } : {}),
      });
    case 'uploaded':
      return update(state, action.clientSideId, { status: 'QUEUED' });
    case 'failed':
      return update(state, action.clientSideId, { status: 'FAILED', error: action.errors.join(' ') });
    case 'statusesReceived': {
      const byId = new Map(action.results.map((result) => [result.attachmentId, result]));
      return state.map((item) => {
        const result = item.attachmentId ? byId.get(item.attachmentId) : undefined;
        return result ? { ...item, status: result.status, error: result.error ?? undefined } : item;
      });
    }
    case 'removed':
      return state.filter((item) => item.clientSideId !== action.clientSideId);
    case 'cleared':
      return [];
  }
}

/** Newest first, then by name, then by client id (spec 01 §3). */
export function sortAttachments(items: ClientAttachment[]): ClientAttachment[] {
  return [...items].sort(
    (a, b) => b.uploadedAt - a.uploadedAt || a.name.localeCompare(b.name) || a.clientSideId.localeCompare(b.clientSideId),
  );
}

export const isProcessing = (item: ClientAttachment) => item.status === 'QUEUED' || item.status === 'PROCESSING';

export const completedAttachmentIds = (items: ClientAttachment[]): string[] =>
  items.filter((item) => item.status === 'COMPLETED' && item.attachmentId).map((item) => item.attachmentId!);
