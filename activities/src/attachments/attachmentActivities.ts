import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { ContainerClient } from '@azure/storage-blob';
import { ApplicationFailure } from '@temporalio/activity';
import { ATTACHMENT_MESSAGES, type ServerAttachmentStatus } from '@arcline/shared';
import { checkFileSize, DEFAULT_EXTRACTION_LIMITS, extractTextWithinLimits, ExtractionError, type ExtractionLimits } from '../extraction';
import { attachmentStore, textChunkStore, type StoredAttachment } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import { heartbeating } from '../heartbeat';

const NO_TEXT_FOUND = 'No text could be found in this file (is it a scanned image?).';

export function createAttachmentActivities(deps: { db: pg.Pool; blobs: ContainerClient; extractionLimits?: ExtractionLimits }) {
  const limits = deps.extractionLimits ?? DEFAULT_EXTRACTION_LIMITS;
  const sql = pgSql(deps.db);
  async function load(attachmentId: string): Promise<StoredAttachment> {
    const attachment = await attachmentStore.find(sql, attachmentId);
    if (!attachment) throw ApplicationFailure.nonRetryable(`Attachment ${attachmentId} no longer exists.`, 'AttachmentMissing');
    return attachment;
  }

  return {
    /** Fails (and is retried by its policy) until the browser's PUT has landed in blob storage. */
    async waitForUpload(attachmentId: string): Promise<void> {
      const attachment = await load(attachmentId);
      if (!(await deps.blobs.getBlockBlobClient(attachment.blobName).exists())) {
        throw ApplicationFailure.retryable('The file has not been uploaded yet.', 'UploadPending');
      }
    },

    async setAttachmentStatus(attachmentId: string, status: ServerAttachmentStatus, error: string | null): Promise<void> {
      await attachmentStore.setStatus(sql, attachmentId, status, error);
    },

    /**
     * Checks the blob's real size against the declared one and the limit of its kind, downloads it, checks the md5
     * the client declared, extracts the paragraphs in a capped parser process and indexes them; returns their count.
     */
    extractAndIndexAttachment: heartbeating(async (attachmentId: string): Promise<number> => {
      const attachment = await load(attachmentId);
      const blob = deps.blobs.getBlockBlobClient(attachment.blobName);
      const file = { fileName: attachment.name, mimeType: attachment.mimeType };
      let paragraphs: string[];
      try {
        const { contentLength } = await blob.getProperties();
        checkFileSize({ ...file, declaredBytes: attachment.size, actualBytes: contentLength ?? 0 }, limits);
        const bytes = await blob.downloadToBuffer();
        if (createHash('md5').update(bytes).digest('hex') !== attachment.md5.toLowerCase()) {
          throw ApplicationFailure.nonRetryable(ATTACHMENT_MESSAGES.checksumMismatch, 'ChecksumMismatch');
        }
        ({ paragraphs } = await extractTextWithinLimits({ ...file, bytes }, limits));
      } catch (error) {
        if (error instanceof ExtractionError) throw ApplicationFailure.nonRetryable(error.message, 'ExtractionError');
        throw error;
      }
      if (paragraphs.length === 0) throw ApplicationFailure.nonRetryable(NO_TEXT_FOUND, 'ExtractionError');
      await textChunkStore.replaceSource(
        sql,
        { userId: attachment.userId, sourceType: 'attachment', sourceId: attachment.id },
        paragraphs.map((content) => ({ partId: null, content })),
      );
      await attachmentStore.setParagraphCount(sql, attachment.id, paragraphs.length);
      return paragraphs.length;
    }),
  };
}
