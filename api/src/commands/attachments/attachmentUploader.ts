import { randomUUID } from 'node:crypto';
import { BlobSASPermissions, type ContainerClient } from '@azure/storage-blob';
import { WorkflowIdReusePolicy, type Client } from '@temporalio/client';
import { MINUTE_MS, type AttachmentUpload, type RequestUploadResult, UPLOAD_URL_EXPIRY_MINUTES, UPLOAD_WAIT_MINUTES } from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  processAttachmentWorkflowId,
  type ProcessAttachmentInput,
} from '@arcline/shared/contracts';
import type { Sequelize } from 'sequelize';
import { attachmentStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';

export type UploadRequest = AttachmentUpload;

export interface AttachmentUploadDeps {
  sequelize: Sequelize;
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
  const sql = sequelizeSql(deps.sequelize);
  const existing = await attachmentStore.findByMd5(sql, userId, request.md5);
  if (existing && existing.status !== 'FAILED') return { duplicate: true, attachmentId: existing.id };

  const id = existing?.id ?? randomUUID();
  const blobName = `attachments/${userId}/${id}`;
  if (existing) {
    await attachmentStore.requeue(sql, id, { name: request.name, size: request.size, mimeType: request.type });
  } else {
    // The same bytes requested twice at once: the unique (user, md5) decides, and the later request gets the duplicate.
    const created = await attachmentStore.addQueued(sql, { id, userId, name: request.name, size: request.size, mimeType: request.type, md5: request.md5, blobName });
    if (!created) {
      const winner = await attachmentStore.findByMd5(sql, userId, request.md5);
      if (!winner) throw new Error(`attachment ${request.md5} of user ${userId} lost its insert and is not there`);
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
