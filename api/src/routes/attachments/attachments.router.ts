import { Router } from 'express';
import type { ContainerClient } from '@azure/storage-blob';
import {
  attachmentStatusRequestSchema as attachmentStatusSchema,
  attachmentUploadRequestSchema as requestUploadSchema,
  isUuid,
  type AttachmentStatusResult,
} from '@arcline/shared';
import type { TemporalHandle } from '../../temporal';
import type { Sequelize } from 'sequelize';
import { attachmentStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { requestAttachmentUpload } from '../../commands/attachments/attachmentUploader';
import { authorizeAttachments } from '../../policies/attachments';
import { respond } from '../../respond';

export function attachmentsRouter(deps: { sequelize: Sequelize; blobs: ContainerClient; temporal: TemporalHandle; uploadWaitMinutes?: number }): Router {
  const router = Router();

  /** 202 with a signed upload URL, or 409 with the existing attachment's id (spec 01 §7). */
  router.post('/attachments/request-upload', async (req, res) => {
    const request = parseBody(requestUploadSchema, req);
    const result = await requestAttachmentUpload(
      { sequelize: deps.sequelize, blobs: deps.blobs, temporal: deps.temporal.client, uploadWaitMinutes: deps.uploadWaitMinutes },
      authorizeAttachments(currentUser(req), 'upload').userId,
      request,
    );
    if (result.duplicate) {
      respond.action(res, { attachmentId: result.attachmentId, isDuplicate: true }, 409);
      return;
    }
    const { duplicate: _duplicate, ...actionResult } = result;
    respond.action(res, actionResult, 202);
  });

  /** The caller's attachments among the ids asked for; ids of others or unknown ids are left out. */
  router.post('/attachments/status', async (req, res) => {
    const { attachmentIds } = parseBody(attachmentStatusSchema, req);
    const ids = attachmentIds.filter(isUuid);
    const { userId } = authorizeAttachments(currentUser(req), 'readStatus');
    const rows = await attachmentStore.statusesOfUser(sequelizeSql(deps.sequelize), userId, ids);
    const results: AttachmentStatusResult[] = rows.map((row) => ({ attachmentId: row.id, status: row.status, error: row.error ?? null }));
    respond.action(res, results);
  });

  return router;
}
