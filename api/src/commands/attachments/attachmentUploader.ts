import { randomUUID } from 'node:crypto';
import { BlobSASPermissions, type ContainerClient } from '@azure/storage-blob';
import { WorkflowIdReusePolicy, type Client } from '@temporalio/client';
import { MINUTE_MS, type RequestUploadResult, UPLOAD_URL_EXPIRY_MINUTES, UPLOAD_WAIT_MINUTES } from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  processAttachmentWorkflowId,
  type ProcessAttachmentInput,
} from '@arcline/shared/contracts';
import { QueryTypes } from 'sequelize';
import { Attachment } from '../../models';
import type { z } from 'zod';
import type { requestUploadSchema } from '../../routes/attachments/attachments.schema';

export type UploadRequest = z.infer<typeof requestUploadSchema>;

export interface AttachmentUploadDeps {
  blobs: ContainerClient;
  temporal: Client;
  uploadWaitMinutes?: number;
}

/** A write-only URL the browser PUTs the file to; it expires quickly and cannot read anything back. */
export async function signedUploadUrl(blobs: ContainerClient, blobName: string): Promise<string> {
  return blobs.getBlockBlobClient(blobName).generateSasUrl({
    permissions: BlobSASPermissions.parse('cw'),
    expiresOn: new Date(Date.now() + UPLOAD_URL_EXPIRY_MINUTES * MINUTE_MS),
  });
}

/**
 * Creates the attachment and starts `process-attachment/{id}`, which waits for the upload.
 * The same user uploading the same bytes again gets the existing attachment (`duplicate`), unless it had failed,
 * in which case it is queued again under the same id.
 */
export async function requestAttachmentUpload(
  deps: AttachmentUploadDeps,
  userId: string,
  request: UploadRequest,
): Promise<{ duplicate: true; attachmentId: string } | ({ duplicate: false } & RequestUploadResult)> {
  const existing = await Attachment.findOne({ where: { userId, md5: request.md5 } });
  if (existing && existing.status !== 'FAILED') return { duplicate: true, attachmentId: existing.id };

  const id = existing?.id ?? randomUUID();
  const blobName = `attachments/${userId}/${id}`;
  if (existing) {
    await existing.update({ name: request.name, size: request.size, mimeType: request.type, status: 'QUEUED', error: null });
  } else {
    // The same bytes requested twice at once: the unique (user, md5) decides, and the later request gets the duplicate.
    const created = await Attachment.sequelize!.query<{ id: string }>(
      `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status)
       values ($1, $2, $3, $4, $5, $6, $7, 'QUEUED') on conflict (user_id, md5) do nothing returning id`,
      { bind: [id, userId, request.name, request.size, request.type, request.md5, blobName], type: QueryTypes.SELECT },
    );
    if (created.length === 0) {
      const winner = await Attachment.findOne({ attributes: ['id'], where: { userId, md5: request.md5 }, rejectOnEmpty: true });
      return { duplicate: true, attachmentId: winner.id };
    }
  }
  const input: ProcessAttachmentInput = { attachmentId: id, uploadWaitMinutes: deps.uploadWaitMinutes ?? UPLOAD_WAIT_MINUTES };
  await deps.temporal.workflow.start(WORKFLOW_TYPES.processAttachment, {
    taskQueue: TASK_QUEUES.main,
    workflowId: processAttachmentWorkflowId(id),
    args: [input],
    workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
    searchAttributes: { [SEARCH_ATTRIBUTES.userId]: [userId] },
  });
  const uploadUrl = await signedUploadUrl(deps.blobs, blobName);
  return { duplicate: false, attachmentId: id, uploadUrl, signedUrl: uploadUrl, isDuplicate: false };
}
