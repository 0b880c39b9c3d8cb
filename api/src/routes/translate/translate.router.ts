import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { WorkflowFailedError, WorkflowNotFoundError } from '@temporalio/client';
import type { ContainerClient } from '@azure/storage-blob';
import type { Sequelize } from 'sequelize';
import {
  AUTO_DETECT_LANGUAGE,
  checkNumbersAndTerms,
  TRANSLATION_ERROR_STATUS,
  TRANSLATION_MESSAGES,
  TRANSLATION_TEXT_ERROR_CODES,
  TRANSLATION_UI_MESSAGES,
  parseTranslateFile,
  parseTranslateText,
  parseTranslationUpload,
  type NumberCheckMismatch,
  type RuntimeConfig,
  type TranslateFileResult,
  type TranslateTextResult,
  type TranslationErrorCode,
  type TranslationParseResult,
} from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  SIGNALS,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  translateFileWorkflowId,
  translateTextWorkflowId,
  type TranslateFileSignal,
  type TranslateTextWorkflowInput,
  type TranslateTextWorkflowResult,
} from '@arcline/shared/contracts';
import type { TemporalHandle } from '../../temporal';
import { AppError, NotFoundError } from '../../errors';
import { translationUploadStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { currentUser } from '../../middlewares/authenticate';
import { respond } from '../../respond';
import { assertTextQuota } from '../../commands/translate/translationQuota';
import { storePrompt } from '../../commands/ai/aiPrompts';
import { requestTranslationUpload } from '../../commands/translate/translationUploader';
import { glossariesRouter } from './glossaries.router';
import { recentFileTranslations } from './recentTranslations';

/** The text call waits for its workflow; this bounds the wait. */
const TRANSLATE_TEXT_TIMEOUT = '5 minutes';
const ENGINE_UNAVAILABLE_STATUS = 503;

/** A translation failure in the `{errors}` envelope with its E00x code (spec 02 §8). */
function translationError(code: TranslationErrorCode, errors: string[], status: number = TRANSLATION_ERROR_STATUS.invalid): AppError {
  return new AppError(status, errors, { code });
}

function parsed<T>(result: TranslationParseResult<T>): T {
  if (!result.ok) throw translationError(result.code, result.errors);
  return result.data;
}

/**
 * The calls of spec 02 §7 (README "Translate"). A translated text also carries the number and term check: what the
 * source's dates, amounts, percentages, clause numbers and defined terms lack in the translation, and the reverse.
 */
export function translateRouter(deps: { sequelize: Sequelize; temporal: TemporalHandle; blobs: ContainerClient; config: RuntimeConfig }): Router {
  const router = Router();
  const temporal = deps.temporal.client;
  router.use(glossariesRouter(deps));

  router.post('/translate/text', async (req: Request, res) => {
    const body = parsed(parseTranslateText(req.body));
    const user = currentUser(req);
    if (!body.text.trim()) {
      const ignored: TranslateTextResult = { translatedText: '', detectedOriginalLanguage: body.sourceLanguage === AUTO_DETECT_LANGUAGE ? '' : body.sourceLanguage, engine: null, mismatches: [] };
      respond.action(res, ignored);
      return;
    }
    await assertTextQuota(deps.sequelize, user.companyId, deps.config, body.text.length);
    // The text is stored like a chat prompt: the workflow's input carries its id only (docs/hardening-and-limits.md).
    const { text, ...request } = body;
    const input: TranslateTextWorkflowInput = { userId: user.id, companyId: user.companyId, ...request, ...(await storePrompt(deps.sequelize, user, { userPrompt: text, chatHistory: [] })) };
    let result: TranslateTextWorkflowResult;
    try {
      result = await temporal.workflow.execute<(input: TranslateTextWorkflowInput) => Promise<TranslateTextWorkflowResult>>(WORKFLOW_TYPES.translateText, {
        taskQueue: TASK_QUEUES.main,
        workflowId: translateTextWorkflowId(randomUUID()),
        args: [input],
        workflowExecutionTimeout: TRANSLATE_TEXT_TIMEOUT,
        searchAttributes: { [SEARCH_ATTRIBUTES.userId]: [user.id] },
      });
    } catch (error) {
      if (!(error instanceof WorkflowFailedError)) throw error;
      req.log.warn({ err: error }, 'text translation failed');
      throw new AppError(ENGINE_UNAVAILABLE_STATUS, [TRANSLATION_UI_MESSAGES.translateTextFailed]);
    }
    if (!result.ok) {
      if (result.failure === 'unsupportedLanguage') throw translationError(TRANSLATION_TEXT_ERROR_CODES.unsupportedLanguage, [result.message]);
      throw new AppError(ENGINE_UNAVAILABLE_STATUS, [result.message]);
    }
    const { ok: _ok, ...answer } = result;
    const languages = { source: answer.detectedOriginalLanguage, target: body.targetLanguage };
    const checked: TranslateTextResult & { mismatches: NumberCheckMismatch[] } = {
      ...answer,
      mismatches: checkNumbersAndTerms(body.text, answer.translatedText, languages),
    };
    respond.action(res, checked);
  });

  router.post('/translate/request-upload', async (req, res) => {
    const body = parsed(parseTranslationUpload(req.body));
    respond.action(res, await requestTranslationUpload({ ...deps, temporal }, currentUser(req), body));
  });

  /** The user's recent file translations with their last state, for the tab after a reload (issue 30). */
  router.get('/translate/files', async (req, res) => {
    respond.collection(res, await recentFileTranslations(deps.sequelize, currentUser(req).id));
  });

  /** Signals the upload's workflow with the languages; another user's or an unknown upload is a 404. */
  router.post('/translate/file', async (req, res) => {
    const body = parsed(parseTranslateFile(req.body));
    const upload = await translationUploadStore.findOfUser(sequelizeSql(deps.sequelize), currentUser(req).id, body.uploadId);
    if (!upload) throw new NotFoundError([TRANSLATION_MESSAGES.uploadNotFound]);
    const signal: TranslateFileSignal = { targetLanguage: body.targetLanguage, sourceLanguage: body.sourceLanguage, bilingual: body.bilingual };
    try {
      await temporal.workflow.getHandle(translateFileWorkflowId(upload.id)).signal(SIGNALS.translateFileRequested, signal);
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) throw new NotFoundError([TRANSLATION_MESSAGES.uploadNotFound]);
      throw error;
    }
    const result: TranslateFileResult = { uploadId: upload.id, pushNotificationTopicId: upload.pushTopicId };
    respond.action(res, result);
  });

  return router;
}
