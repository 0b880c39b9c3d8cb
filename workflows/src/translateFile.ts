import { ActivityFailure, ApplicationFailure, condition, defineSignal, patched, proxyActivities, setHandler, sleep, uuid4 } from '@temporalio/workflow';
import { ATTACHMENT_MESSAGES, PUSH_MESSAGE_TYPES, TRANSLATION_PUSH_STATES, type TranslationStateUpdatePayload } from '@arcline/shared/workflow';
import type { Activities } from '@arcline/activities/types';
import {
  SIGNALS,
  TRANSLATION_FAILURE_TYPES,
  type TranslateFileSignal,
  type TranslateFileWorkflowInput,
  type TranslateFileWorkflowResult,
} from '@arcline/shared/contracts';
import { END_OF_TOPIC } from './pushTopic';

export const translateFileRequested = defineSignal<[TranslateFileSignal]>(SIGNALS.translateFileRequested);

/** Failures whose message is written for the user; anything else is retried, then reported without detail. */
const EXPLAINED_FAILURES: string[] = [
  TRANSLATION_FAILURE_TYPES.invalidFile,
  TRANSLATION_FAILURE_TYPES.unsupportedLanguage,
  TRANSLATION_FAILURE_TYPES.engineQuotaExceeded,
  TRANSLATION_FAILURE_TYPES.notUploaded,
  TRANSLATION_FAILURE_TYPES.fileTooLarge,
  TRANSLATION_FAILURE_TYPES.quotaExceeded,
];

/** Runs started before the failure path released the file's quota reservation replay without it. */
const RELEASES_QUOTA_ON_FAILURE = 'translate-file-releases-quota-on-failure';

const { publishNotification, signTranslationDownload, deleteTranslationBlobs, releaseTranslationQuota } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
});

const { translateUploadedFile } = proxyActivities<Activities>({
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '5 seconds', maximumInterval: '1 minute', maximumAttempts: 4, nonRetryableErrorTypes: EXPLAINED_FAILURES },
});

function explainedDetail(error: unknown): string | null {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof ApplicationFailure && cause.type && EXPLAINED_FAILURES.includes(cause.type) ? cause.message : null;
}

/**
 * `translate-file/{uploadId}`: waits for `POST /api/translate/file` and the upload, translates (state translating),
 * offers a read-only download link (ready-for-download), sleeps durably until the link expires, then deletes the
 * files. Every failure ends the topic with state error; the files are deleted then too, and the characters reserved
 * against the company's quota are given back.
 */
export async function translateFileWorkflow(input: TranslateFileWorkflowInput): Promise<TranslateFileWorkflowResult> {
  let request: TranslateFileSignal | undefined;
  setHandler(translateFileRequested, (signal) => {
    request ??= signal;
  });
  const publish = (payload: TranslationStateUpdatePayload | typeof END_OF_TOPIC) =>
    publishNotification({ id: uuid4(), topicId: input.topicId, payload });

  if (!(await condition(() => request !== undefined, `${input.uploadWaitSeconds} seconds`)) || !request) {
    await deleteTranslationBlobs(input.blobPrefix);
    await publish(END_OF_TOPIC);
    return { outcome: 'abandoned' };
  }

  const { waitForTranslationUpload } = proxyActivities<Activities>({
    startToCloseTimeout: '30 seconds',
    scheduleToCloseTimeout: `${input.uploadWaitSeconds} seconds`,
    retry: { initialInterval: '500 milliseconds', backoffCoefficient: 1.5, maximumInterval: '5 seconds' },
  });

  try {
    await publish({ type: PUSH_MESSAGE_TYPES.translationStateUpdate, state: TRANSLATION_PUSH_STATES.translating, percent: null });
    await waitForTranslationUpload(input.sourceBlobName).catch(() => {
      throw ApplicationFailure.nonRetryable(ATTACHMENT_MESSAGES.notUploaded, TRANSLATION_FAILURE_TYPES.notUploaded);
    });
    const translated = await translateUploadedFile({ ...input, ...request });
    const link = await signTranslationDownload({ blobName: translated.blobName, expirySeconds: input.downloadExpirySeconds });
    const bilingual = translated.bilingual
      ? { downloadUrl: (await signTranslationDownload({ blobName: translated.bilingual.blobName, expirySeconds: input.downloadExpirySeconds })).downloadUrl, fileName: translated.bilingual.fileName }
      : null;
    await publish({
      type: PUSH_MESSAGE_TYPES.translationStateUpdate,
      state: TRANSLATION_PUSH_STATES.readyForDownload,
      ...link,
      fileName: translated.fileName,
      engine: translated.engine,
      detectedOriginalLanguage: translated.detectedOriginalLanguage,
      targetLanguage: request.targetLanguage,
      ...(bilingual ? { bilingual } : {}),
      ...(translated.coverage ? { coverage: translated.coverage } : {}),
    });
    await publish(END_OF_TOPIC);
  } catch (error) {
    const detail = explainedDetail(error);
    await publish({ type: PUSH_MESSAGE_TYPES.translationStateUpdate, state: TRANSLATION_PUSH_STATES.error, detail });
    await publish(END_OF_TOPIC);
    await deleteTranslationBlobs(input.blobPrefix);
    // The activity releases its reservation when it fails; this covers an attempt whose worker died mid-way.
    if (patched(RELEASES_QUOTA_ON_FAILURE)) await releaseTranslationQuota(input.uploadId);
    return { outcome: 'failed', detail };
  }

  await sleep(`${input.downloadExpirySeconds} seconds`);
  await deleteTranslationBlobs(input.blobPrefix);
  return { outcome: 'expired' };
}
