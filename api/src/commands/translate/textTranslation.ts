import { randomUUID } from 'node:crypto';
import { WorkflowFailedError, type Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import {
  AUTO_DETECT_LANGUAGE,
  checkNumbersAndTerms,
  TRANSLATION_TEXT_ERROR_CODES,
  TRANSLATION_UI_MESSAGES,
  type NumberCheckMismatch,
  type RuntimeConfig,
  type TranslateTextInput,
  type TranslateTextResult,
} from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  translateTextWorkflowId,
  type TranslateTextWorkflowInput,
  type TranslateTextWorkflowResult,
} from '@arcline/shared/contracts';
import type { AccountUser } from '@arcline/shared/data';
import { AppError } from '../../errors';
import { storePrompt } from '../ai/aiPrompts';
import { assertTextQuota } from './translationQuota';
import { translationError } from './translationErrors';

/** The text call waits for its workflow; this bounds the wait. */
const TRANSLATE_TEXT_TIMEOUT = '5 minutes';
const ENGINE_UNAVAILABLE_STATUS = 503;

export interface TextTranslationDeps {
  sequelize: Sequelize;
  temporal: Client;
  config: RuntimeConfig;
  log: Pick<Logger, 'warn'>;
}

/**
 * `POST /api/translate/text` (spec 02 §7): a blank text is answered at once; otherwise the company's text quota is
 * checked (E003), the text stored like a chat prompt (the workflow's input carries its id only,
 * docs/hardening-and-limits.md), and `translate-text/{uuid}` awaited. An engine that fails answers 503, a language it
 * does not serve E00x. The answer also carries the number and term check: what the source's dates, amounts,
 * percentages, clause numbers and defined terms lack in the translation, and the reverse.
 */
export async function translateText(
  deps: TextTranslationDeps,
  user: AccountUser,
  body: TranslateTextInput,
): Promise<TranslateTextResult & { mismatches: NumberCheckMismatch[] }> {
  if (!body.text.trim()) {
    return { translatedText: '', detectedOriginalLanguage: body.sourceLanguage === AUTO_DETECT_LANGUAGE ? '' : body.sourceLanguage, engine: null, mismatches: [] };
  }
  await assertTextQuota(deps.sequelize, user.companyId, deps.config, body.text.length);
  const { text, ...request } = body;
  const input: TranslateTextWorkflowInput = {
    userId: user.id,
    companyId: user.companyId,
    ...request,
    ...(await storePrompt(deps.sequelize, user, { userPrompt: text, chatHistory: [] })),
  };
  let result: TranslateTextWorkflowResult;
  try {
    result = await deps.temporal.workflow.execute<(input: TranslateTextWorkflowInput) => Promise<TranslateTextWorkflowResult>>(WORKFLOW_TYPES.translateText, {
      taskQueue: TASK_QUEUES.main,
      workflowId: translateTextWorkflowId(randomUUID()),
      args: [input],
      workflowExecutionTimeout: TRANSLATE_TEXT_TIMEOUT,
      searchAttributes: { [SEARCH_ATTRIBUTES.userId]: [user.id] },
    });
  } catch (error) {
    if (!(error instanceof WorkflowFailedError)) throw error;
    deps.log.warn({ err: error }, 'text translation failed');
    throw new AppError(ENGINE_UNAVAILABLE_STATUS, [TRANSLATION_UI_MESSAGES.translateTextFailed]);
  }
  if (!result.ok) {
    if (result.failure === 'unsupportedLanguage') throw translationError(TRANSLATION_TEXT_ERROR_CODES.unsupportedLanguage, [result.message]);
    throw new AppError(ENGINE_UNAVAILABLE_STATUS, [result.message]);
  }
  const { ok: _ok, ...answer } = result;
  const languages = { source: answer.detectedOriginalLanguage, target: body.targetLanguage };
  return { ...answer, mismatches: checkNumbersAndTerms(body.text, answer.translatedText, languages) };
}
