import { randomUUID } from 'node:crypto';
import type { ContainerClient } from '@azure/storage-blob';
import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import {
  AUTO_DETECT_LANGUAGE,
  TRANSLATION_ERROR_STATUS,
  TRANSLATION_MESSAGES,
  TRANSLATION_TEXT_ERROR_CODES,
  fileExtensionOf,
  servableOffline,
  type RuntimeConfig,
  type TranslationUploadInput,
  type TranslationUploadResult,
} from '@arcline/shared';
import { SEARCH_ATTRIBUTES, TASK_QUEUES, WORKFLOW_TYPES, translateFileWorkflowId, type TranslateFileWorkflowInput } from '@arcline/shared/contracts';
import { AppError } from '../../errors';
import { translationUploadStore, type AccountUser } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { signedUploadUrl } from '../attachments/attachmentUploader';
import { openPushTopic } from '../push/pushTopics';
import { assertFileQuota } from './translationQuota';

export interface TranslationUploadDeps {
  sequelize: Sequelize;
  blobs: ContainerClient;
  temporal: Client;
  config: RuntimeConfig;
}

/**
 * A target no engine of this installation can serve is refused (E002) before the file is uploaded (issue 30: a Danish
 * file with an English target was uploaded first and failed afterwards). Without DeepL's or Claude's key only
 * Apertium's languages are served; with either key every pair of the spec is.
 */
function assertTargetServable(config: RuntimeConfig, request: TranslationUploadInput): void {
  if (!request.targetLanguage || config.DEEPL_API_KEY || config.ANTHROPIC_API_KEY?.trim()) return;
  const source = request.sourceLanguage ?? AUTO_DETECT_LANGUAGE;
  if (servableOffline(source, request.targetLanguage)) return;
  const message =
    source === AUTO_DETECT_LANGUAGE ? TRANSLATION_MESSAGES.targetLanguageNotAvailable(request.targetLanguage) : TRANSLATION_MESSAGES.languagePairNotAvailable(source, request.targetLanguage);
  throw new AppError(TRANSLATION_ERROR_STATUS.invalid, [message], { code: TRANSLATION_TEXT_ERROR_CODES.unsupportedLanguage });
}

/**
 * Request-upload of a file translation: checks the company's file quota (E005), opens the push topic, records the
 * upload and starts `translate-file/{uploadId}`, which waits for the upload and for `POST /api/translate/file`, then
 * checks the real file against its type's maximum (E004) and reserves its characters against the quota (E005).
 */
export async function requestTranslationUpload(deps: TranslationUploadDeps, user: AccountUser, request: TranslationUploadInput): Promise<TranslationUploadResult> {
  assertTargetServable(deps.config, request);
  const { quotaCharacters } = await assertFileQuota(deps.sequelize, user.companyId, deps.config);
  const uploadId = randomUUID();
  const blobPrefix = `translations/${user.id}/${uploadId}`;
  const sourceBlobName = `${blobPrefix}/source.${fileExtensionOf(request.name)}`;
  const topic = await openPushTopic(sequelizeSql(deps.sequelize), user.id, 'translate-file', () => translateFileWorkflowId(uploadId));
  await translationUploadStore.add(sequelizeSql(deps.sequelize), {
    id: uploadId,
    userId: user.id,
    companyId: user.companyId,
    name: request.name,
    size: request.size,
    blobPrefix,
    pushTopicId: topic.id,
  });
  const input: TranslateFileWorkflowInput = {
    uploadId,
    userId: user.id,
    companyId: user.companyId,
    topicId: topic.id,
    fileName: request.name,
    blobPrefix,
    sourceBlobName,
    uploadWaitSeconds: deps.config.TRANSLATION_UPLOAD_WAIT_SECONDS,
    downloadExpirySeconds: deps.config.TRANSLATION_DOWNLOAD_EXPIRY_SECONDS,
    fileQuotaCharacters: quotaCharacters,
  };
  await deps.temporal.workflow.start(WORKFLOW_TYPES.translateFile, {
    taskQueue: TASK_QUEUES.main,
    workflowId: translateFileWorkflowId(uploadId),
    args: [input],
    searchAttributes: { [SEARCH_ATTRIBUTES.userId]: [user.id] },
  });
  return { uploadId, uploadUrl: await signedUploadUrl(deps.blobs, sourceBlobName), pushNotificationTopicId: topic.id };
}
