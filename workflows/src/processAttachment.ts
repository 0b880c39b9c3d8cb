import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import { ATTACHMENT_MESSAGES } from '@arcline/shared/workflow';
import type { Activities } from '@arcline/activities/types';
import { LONG_ACTIVITY_HEARTBEAT_TIMEOUT, type ProcessAttachmentInput } from '@arcline/shared/contracts';

/** Error types an activity raises for a file that will never succeed; everything else is retried. */
const PERMANENT_ATTACHMENT_ERRORS = ['ExtractionError', 'ChecksumMismatch', 'AttachmentMissing'];
const UNEXPECTED_FAILURE = 'The file could not be processed. Please try again.';

const { setAttachmentStatus } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

const { extractAndIndexAttachment } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: LONG_ACTIVITY_HEARTBEAT_TIMEOUT,
  retry: { maximumAttempts: 5, initialInterval: '2 seconds', nonRetryableErrorTypes: PERMANENT_ATTACHMENT_ERRORS },
});

/**
 * `process-attachment/{attachmentId}`: waits for the browser's upload to blob storage, extracts the text and
 * indexes it for retrieval. Status QUEUED → PROCESSING → COMPLETED, or FAILED with a message a user can read.
 */
export async function processAttachmentWorkflow(input: ProcessAttachmentInput): Promise<{ paragraphCount: number } | { error: string }> {
  const { waitForUpload } = proxyActivities<Activities>({
    startToCloseTimeout: '30 seconds',
    scheduleToCloseTimeout: `${input.uploadWaitMinutes} minutes`,
    retry: { initialInterval: '500 milliseconds', backoffCoefficient: 1.5, maximumInterval: '5 seconds', nonRetryableErrorTypes: ['AttachmentMissing'] },
  });

  try {
    await waitForUpload(input.attachmentId);
  } catch (error) {
    return fail(input.attachmentId, error, ATTACHMENT_MESSAGES.notUploaded);
  }

  await setAttachmentStatus(input.attachmentId, 'PROCESSING', null);
  try {
    const paragraphCount = await extractAndIndexAttachment(input.attachmentId);
    await setAttachmentStatus(input.attachmentId, 'COMPLETED', null);
    return { paragraphCount };
  } catch (error) {
    return fail(input.attachmentId, error, UNEXPECTED_FAILURE);
  }
}

async function fail(attachmentId: string, error: unknown, fallback: string): Promise<{ error: string }> {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  const message =
    cause instanceof ApplicationFailure && cause.type && PERMANENT_ATTACHMENT_ERRORS.includes(cause.type) ? cause.message : fallback;
  await setAttachmentStatus(attachmentId, 'FAILED', message);
  return { error: message };
}
