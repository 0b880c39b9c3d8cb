import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import {
  MATRIX_CUSTOM_QUERY_MAX_LENGTH,
  MATRIX_MAX_COLUMNS,
  MATRIX_MESSAGES,
  MATRIX_REDLINE_MAX_DOCUMENTS,
  MATRIX_REDLINE_MESSAGES,
  type MatrixRedlineResult,
  type RuntimeConfig,
  PLAYBOOK_MESSAGES,
  actingForSchema,
  PLAYBOOK_VERDICTS,
  uuidField,
} from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  matrixRedlineWorkflowId,
  type MatrixRedlineWorkflowInput,
} from '@arcline/shared/contracts';
import { findPlaybook, matrixColumnStore, matrixDocumentStore } from '@arcline/shared/data';
import type { TemporalHandle } from '../../temporal';
import { ValidationError } from '../../errors';
import { authorizePlaybook, authorizePlaybooks } from '../../policies/playbooks';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { respond } from '../../respond';
import { presentMatrixColumn } from '../../presenters/matrix';
import { createMatrixColumn } from '../../commands/matrix/matrixColumns';
import { findOwnedMatrix } from '../../commands/matrix/matrixAccess';
import { openPushTopic } from '../../commands/push/pushTopics';
import { sequelizeSql } from '../../db/sequelizeSql';

const redlineSchema = z.object({
  playbookId: uuidField(MATRIX_REDLINE_MESSAGES.playbookIdRequired),
  /** The party the firm acts for (a role or a party's name); absent: the playbook version's default. */
  actingFor: actingForSchema,
  documentIds: z
    .array(uuidField(MATRIX_REDLINE_MESSAGES.documentIdInvalid), { message: MATRIX_REDLINE_MESSAGES.documentsRequired })
    .min(1, MATRIX_REDLINE_MESSAGES.documentsRequired)
    .max(MATRIX_REDLINE_MAX_DOCUMENTS, MATRIX_REDLINE_MESSAGES.tooManyDocuments(MATRIX_REDLINE_MAX_DOCUMENTS)),
});

const playbookColumnsSchema = z.object({ playbookId: uuidField(MATRIX_REDLINE_MESSAGES.playbookIdRequired), actingFor: actingForSchema });

/**
 * The playbook actions of Matrix Review (issue 32). "Add playbook columns": `POST /api/matrices/:id/playbook-columns
 * {playbookId}` adds one `list` column per topic of the playbook's current version, whose cells are the topic's verdict
 * (standard, fallback, unacceptable, missing, needs review), the quote and why; 201 with the columns.
 *
 * "Redline to playbook": `POST /api/matrices/:id/redline {playbookId, documentIds}` opens a push topic and
 * starts `matrix-redline/{matrixId}/{requestId}`, which redlines the selected rows' documents to the company's
 * playbook and offers one zip through an expiring link. Another user's matrix and another company's playbook are 404;
 * a document not in the matrix is a 400 naming it.
 */
export function matrixRedlineRouter(deps: { sequelize: Sequelize; temporal: TemporalHandle; config: RuntimeConfig }): Router {
  const router = Router();

  router.post('/matrices/:id/playbook-columns', async (req: Request, res) => {
    const user = currentUser(req);
    const sql = sequelizeSql(deps.sequelize);
    const matrix = await findOwnedMatrix(sql, user.id, String(req.params.id));
    const { playbookId, actingFor } = parseBody(playbookColumnsSchema, req);
    const { companyId } = authorizePlaybooks(user, 'read');
    const playbook = authorizePlaybook(await findPlaybook(sql, companyId, playbookId), [PLAYBOOK_MESSAGES.notFound]);
    if ((await matrixColumnStore.count(sql, matrix.id)) + playbook.topics.length > MATRIX_MAX_COLUMNS) throw new ValidationError([MATRIX_MESSAGES.tooManyColumns]);
    const cellDeps = { sequelize: deps.sequelize, temporal: deps.temporal.client, logger: req.log };
    const columns = [];
    for (const topic of playbook.topics) {
      const column = await createMatrixColumn(cellDeps, user.id, {
        matrixId: matrix.id,
        name: topic.title,
        queryType: 'CUSTOM',
        matrixQueryId: null,
        customQuery: `${playbook.name}: ${topic.standardPosition}`.slice(0, MATRIX_CUSTOM_QUERY_MAX_LENGTH),
        answerKind: 'list',
        answerOptions: [...PLAYBOOK_VERDICTS],
        playbookTopic: { playbookId: playbook.id, version: playbook.version, topicId: topic.id, ...(actingFor ? { actingFor } : {}) },
      });
      columns.push(presentMatrixColumn(column));
    }
    respond.entity(res, { columns }, {}, 201);
  });

  router.post('/matrices/:id/redline', async (req: Request, res) => {
    const user = currentUser(req);
    const sql = sequelizeSql(deps.sequelize);
    const matrix = await findOwnedMatrix(sql, user.id, String(req.params.id));
    const body = parseBody(redlineSchema, req);
    const { companyId } = authorizePlaybooks(user, 'read');
    const playbook = authorizePlaybook(await findPlaybook(sql, companyId, body.playbookId), [PLAYBOOK_MESSAGES.notFound]);
    const documentIds = [...new Set(body.documentIds)];
    const known = new Set(await matrixDocumentStore.idsInMatrix(sql, matrix.id, documentIds));
    const unknown = documentIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new ValidationError(unknown.map((id) => MATRIX_REDLINE_MESSAGES.documentNotInMatrix(id)));

    const requestId = randomUUID();
    const topic = await openPushTopic(sql, user.id, 'matrix-redline', () => matrixRedlineWorkflowId(matrix.id, requestId));
    const input: MatrixRedlineWorkflowInput = {
      matrixId: matrix.id,
      requestId,
      userId: user.id,
      companyId: user.companyId,
      topicId: topic.id,
      playbookId: playbook.id,
      playbookVersion: playbook.version,
      ...(body.actingFor ? { actingFor: body.actingFor } : {}),
      playbookName: playbook.name,
      matrixName: matrix.name,
      documentIds,
      blobPrefix: `matrix-redlines/${user.id}/${requestId}`,
      downloadExpirySeconds: deps.config.TRANSLATION_DOWNLOAD_EXPIRY_SECONDS,
    };
    await deps.temporal.client.workflow.start(WORKFLOW_TYPES.matrixRedline, {
      taskQueue: TASK_QUEUES.main,
      workflowId: matrixRedlineWorkflowId(matrix.id, requestId),
      args: [input],
      searchAttributes: { [SEARCH_ATTRIBUTES.userId]: [user.id], [SEARCH_ATTRIBUTES.matrixId]: [matrix.id] },
    });
    const result: MatrixRedlineResult = { requestId, pushNotificationTopicId: topic.id };
    respond.action(res, result, 202);
  });

  return router;
}
