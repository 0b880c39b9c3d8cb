import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { TranslateFileInput, TranslateFileResult } from '@arcline/shared';
import { SIGNALS, translateFileWorkflowId, type TranslateFileSignal } from '@arcline/shared/contracts';
import { translationUploadStore, type AccountUser } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { authorizeTranslationUpload, authorizeTranslationUploads } from '../../policies/translationUploads';

/**
 * `POST /api/translate/file` (spec 02 §7): signals the upload's `translate-file/{uploadId}` workflow with the
 * languages. Another user's upload, an unknown one, or one whose workflow has ended is a 404 (policies/translationUploads.ts).
 */
export async function requestFileTranslation(
  deps: { sequelize: Sequelize; temporal: Client },
  user: AccountUser,
  body: TranslateFileInput,
): Promise<TranslateFileResult> {
  const { userId } = authorizeTranslationUploads(user, 'translate');
  const upload = authorizeTranslationUpload(await translationUploadStore.findOfUser(sequelizeSql(deps.sequelize), userId, body.uploadId));
  const signal: TranslateFileSignal = { targetLanguage: body.targetLanguage, sourceLanguage: body.sourceLanguage, bilingual: body.bilingual };
  try {
    await deps.temporal.workflow.getHandle(translateFileWorkflowId(upload.id)).signal(SIGNALS.translateFileRequested, signal);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) authorizeTranslationUpload(null);
    throw error;
  }
  return { uploadId: upload.id, pushNotificationTopicId: upload.pushTopicId };
}
