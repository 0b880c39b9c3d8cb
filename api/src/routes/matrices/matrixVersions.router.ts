import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { MATRIX_VERSION_MESSAGES, isUuid } from '@arcline/shared';
import type { TemporalHandle } from '../../temporal';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { respond } from '../../respond';
import { addDocumentVersion } from '../../commands/matrix/matrixVersions';
import { findOwnedMatrix } from '../../commands/matrix/matrixAccess';
import { sequelizeSql } from '../../db/sequelizeSql';

const versionSchema = z.object({
  attachmentId: z
    .string({ message: MATRIX_VERSION_MESSAGES.attachmentIdRequired })
    .trim()
    .refine(isUuid, MATRIX_VERSION_MESSAGES.attachmentIdRequired)
    .transform((id) => id.toLowerCase()),
});

/**
 * "Upload new version" (issue 31): `POST /api/matrices/:id/documents/:documentId/versions {attachmentId}` replaces the
 * row's document with an uploaded attachment and recomputes the row, keeping each cell's previous answer (201 with the
 * row's new version and the fan-out's request id).
 */
export function matrixVersionsRouter(deps: { sequelize: Sequelize; temporal: TemporalHandle }): Router {
  const router = Router();
  router.post('/matrices/:id/documents/:documentId/versions', async (req: Request, res) => {
    const user = currentUser(req);
    // Another user's matrix is 404 whatever the body holds, as on every id route.
    await findOwnedMatrix(sequelizeSql(deps.sequelize), user.id, String(req.params.id));
    const { attachmentId } = parseBody(versionSchema, req);
    const result = await addDocumentVersion({ sequelize: deps.sequelize, temporal: deps.temporal.client, logger: req.log }, user.id, {
      matrixId: String(req.params.id),
      documentId: String(req.params.documentId),
      attachmentId,
    });
    respond.entity(res, result, {}, 201);
  });
  return router;
}
