import {
  ATTACHMENT_MESSAGES,
  FILE_HASH_CHUNK_BYTES,
  type ActionEnvelope,
  type AttachmentStatusRequest,
  type AttachmentUploadRequest,
  type AttachmentStatusResult,
  type RequestUploadResult,
} from '@arcline/shared';
import { mapData } from '../../../api/apiError';
import type { ApiClient, ApiResult } from '../../../api/createApiClient';
import { putToSignedUrl } from './putToSignedUrl';

const CONFLICT = 409;

/** The file's md5 as hex, read in 2 MiB chunks (spec 01 §9) so large files never sit in memory twice. */
async function md5OfFile(file: Blob): Promise<string> {
  // Loaded with the first upload: the app's first screen does not evaluate it (bench/README.md, P4).
  const { default: SparkMD5 } = await import('spark-md5');
  const hash = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < file.size; offset += FILE_HASH_CHUNK_BYTES) {
    hash.append(await file.slice(offset, offset + FILE_HASH_CHUNK_BYTES).arrayBuffer());
  }
  return hash.end();
}

export type UploadOutcome =
  | { ok: true; attachmentId: string; md5: string; duplicate: boolean }
  | { ok: false; attachmentId?: string; md5?: string; errors: string[] };

/**
 * Requests an upload and PUTs the file straight to blob storage (block-blob headers, octet-stream).
 * 409 means the same file was uploaded before: its id is reused and nothing is sent. The request carries the user
 * action (X-T-User-Action) that the file's `process-attachment` workflow is tagged with.
 */
export async function uploadAttachment(
  client: ApiClient,
  file: File,
  userActionId: string,
  onRequested?: (attachmentId: string, md5: string, duplicate: boolean) => void,
): Promise<UploadOutcome> {
  const md5 = await md5OfFile(file);
  const requested = await client.post<{ actionResult: Partial<RequestUploadResult> & { attachmentId: string } }>(
    '/attachments/request-upload',
    { name: file.name, size: file.size, type: file.type || 'application/octet-stream', md5 } satisfies AttachmentUploadRequest,
    { userActionId },
  );
  if (!requested.ok && requested.status === CONFLICT) {
    const existingId = (requested.body as { actionResult?: { attachmentId?: string } } | undefined)?.actionResult?.attachmentId;
    if (existingId) {
      onRequested?.(existingId, md5, true);
      return { ok: true, attachmentId: existingId, md5, duplicate: true };
    }
  }
  if (!requested.ok) return { ok: false, md5, errors: [ATTACHMENT_MESSAGES.uploadRequestFailed, ...requested.errors] };
  const { attachmentId, uploadUrl, isDuplicate } = requested.data.actionResult;
  if (isDuplicate || !uploadUrl) {
    onRequested?.(attachmentId, md5, true);
    return { ok: true, attachmentId, md5, duplicate: true };
  }
  onRequested?.(attachmentId, md5, false);
  if (!(await putToSignedUrl(uploadUrl, file))) return { ok: false, attachmentId, md5, errors: [ATTACHMENT_MESSAGES.fileUploadFailed] };
  return { ok: true, attachmentId, md5, duplicate: false };
}

export async function fetchAttachmentStatuses(client: ApiClient, attachmentIds: string[]): Promise<ApiResult<AttachmentStatusResult[]>> {
  return mapData(await client.post<ActionEnvelope<AttachmentStatusResult[]>>('/attachments/status', { attachmentIds } satisfies AttachmentStatusRequest), (envelope) => envelope.actionResult);
}
