import { ActivityFailure, ApplicationFailure, proxyActivities, sleep, uuid4, workflowInfo } from '@temporalio/workflow';
import { MATRIX_PLAYBOOK_TEXTS, PUSH_MESSAGE_TYPES, type MatrixRedlinePushPayload, type MatrixRedlineReadyPayload, type RedlineDocumentOutcome } from '@arcline/shared/workflow';
import type { Activities } from '@arcline/activities/types';
import { MATRIX_REDLINE_FAILURE_TYPES, type MatrixRedlineWorkflowInput, type MatrixRedlineWorkflowResult } from '@arcline/shared/contracts';
import { END_OF_TOPIC, progressUpdate } from './pushTopic';

/** Documents redlined at once: their activities run side by side on the worker's slots. */
const DOCUMENTS_AT_ONCE = 4;

const { publishNotification, signTranslationDownload, deleteTranslationBlobs } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
});

const { redlineMatrixDocument, packageMatrixRedline } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumInterval: '1 minute', maximumAttempts: 5, nonRetryableErrorTypes: Object.values(MATRIX_REDLINE_FAILURE_TYPES) },
});

function explainedDetail(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  const explained = cause instanceof ApplicationFailure && (Object.values(MATRIX_REDLINE_FAILURE_TYPES) as string[]).includes(cause.type ?? '');
  return explained ? (cause as ApplicationFailure).message : MATRIX_PLAYBOOK_TEXTS.redlineFailed;
}

/**
 * `matrix-redline/{matrixId}/{requestId}`: redlines each selected document to the playbook (a few at once; each
 * activity writes its .docx and report under the request's prefix by name, so a retry or a replay writes nothing
 * twice), pushing `done of total` as they finish; zips them with the cover summary, offers the zip through a read-only
 * link that expires like Translate's, sleeps durably until then and deletes the files. A failure ends the topic with
 * error-response and deletes what was written.
 */
export async function matrixRedlineWorkflow(input: MatrixRedlineWorkflowInput): Promise<MatrixRedlineWorkflowResult> {
  const publish = (payload: MatrixRedlinePushPayload) => publishNotification({ id: uuid4(), topicId: input.topicId, payload });
  const total = input.documentIds.length;
  const date = new Date(workflowInfo().startTime).toISOString();
  let ready: MatrixRedlineReadyPayload['redline'];
  try {
    await publish(progressUpdate(0, total, MATRIX_PLAYBOOK_TEXTS.redlining(0, total)));
    const outcomes: RedlineDocumentOutcome[] = [];
    for (let start = 0; start < total; start += DOCUMENTS_AT_ONCE) {
      const batch = input.documentIds.slice(start, start + DOCUMENTS_AT_ONCE);
      outcomes.push(
        ...(await Promise.all(
          batch.map((documentId) =>
            redlineMatrixDocument({
              matrixId: input.matrixId,
              userId: input.userId,
              companyId: input.companyId,
              playbookId: input.playbookId,
              playbookVersion: input.playbookVersion,
              ...(input.actingFor ? { actingFor: input.actingFor } : {}),
              documentId,
              blobPrefix: input.blobPrefix,
              date,
            }),
          ),
        )),
      );
      await publish(progressUpdate(outcomes.length, total, MATRIX_PLAYBOOK_TEXTS.redlining(outcomes.length, total)));
    }
    const zip = await packageMatrixRedline({ blobPrefix: input.blobPrefix, documentIds: input.documentIds, playbookName: input.playbookName, matrixName: input.matrixName, date });
    const link = await signTranslationDownload({ blobName: zip.blobName, expirySeconds: input.downloadExpirySeconds });
    ready = { ...link, fileName: zip.fileName, documents: outcomes };
    await publish({ type: PUSH_MESSAGE_TYPES.successResponse, redline: ready });
    await publish(END_OF_TOPIC);
  } catch (error) {
    await publish({ type: PUSH_MESSAGE_TYPES.errorResponse, chatMessage: explainedDetail(error) });
    await publish(END_OF_TOPIC);
    await deleteTranslationBlobs(input.blobPrefix);
    return { outcome: 'failed' };
  }
  await sleep(`${input.downloadExpirySeconds} seconds`);
  await deleteTranslationBlobs(input.blobPrefix);
  const refused = ready.documents.filter((document) => document.state === 'refused').length;
  return { outcome: 'expired', redlined: ready.documents.length - refused, refused };
}
