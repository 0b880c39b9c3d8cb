import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { WorkflowFailedError } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import {
  CHAT_ERROR_MESSAGE,
  toProviderHistory,
  type WebSearchActionResult,
  cacheDocumentFullSchema,
  cacheDocumentUpdateSchema,
  chatInWordSchema,
  reviewDocumentSchema,
  runInsertPromptSchema,
  runModifyPromptSchema,
  runPromptSchema,
  webSearchSchema,
} from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  chatInWordWorkflowId,
  reviewDocumentWorkflowId,
  runInsertPromptWorkflowId,
  runModifyPromptWorkflowId,
  runPromptWorkflowId,
  webSearchWorkflowId,
  type ChatInWordWorkflowInput,
  type ReviewDocumentInput,
  type RunPromptInput,
  type WebSearchInput,
  type WordRequest,
} from '@arcline/shared/contracts';
import type { z } from 'zod';
import type { StoredPrompt } from '@arcline/shared/data';
import type { TemporalHandle } from '../../temporal';
import { currentUser } from '../../middlewares/authenticate';
import { parseBody } from '../../middlewares/validate';
import { respond } from '../../respond';
import { authorizeIndexedDocuments } from '../../policies/documents';
import { requireSyncedDocument, submitDocumentUpdate } from '../../commands/ai/cachedDocuments';
import { reviewPlaybookOf } from '../playbooks/playbooks.router';
import { startMonitoredWorkflow, storePrompt } from '../../commands/ai/aiPrompts';

/** The web search call waits for its workflow; this bounds the wait. */
const WEB_SEARCH_TIMEOUT = '10 minutes';

type WordCallBody = z.infer<typeof chatInWordSchema | typeof runInsertPromptSchema | typeof runModifyPromptSchema>;

/** What the user typed in a chat call, as it is stored (never sent to Temporal). */
function promptOf(body: Pick<WordCallBody, 'userPrompt' | 'chatHistory' | 'promptContext'>): StoredPrompt {
  return { userPrompt: body.userPrompt, chatHistory: toProviderHistory(body.chatHistory), ...(body.promptContext ? { promptContext: body.promptContext } : {}) };
}

/**
 * The /api/ai/* calls of spec 01 §7 (README "Chat, research and review calls"). Long work runs as workflows that
 * answer on a push topic; only the web search waits for its (short) workflow.
 */
export function aiRouter(deps: { sequelize: Sequelize; temporal: TemporalHandle }): Router {
  const router = Router();
  const { sequelize } = deps;
  const temporal = deps.temporal.client;

  router.post('/ai/cache-document-full', async (req, res) => {
    const { cacheUpdate } = parseBody(cacheDocumentFullSchema, req);
    const { documentId, ...body } = cacheUpdate;
    const { userId } = authorizeIndexedDocuments(currentUser(req), 'cache');
    respond.action(res, await submitDocumentUpdate({ sequelize, temporal }, userId, documentId, { kind: 'full', body }));
  });

  router.post('/ai/cache-document-update', async (req, res) => {
    const { documentId, changes } = parseBody(cacheDocumentUpdateSchema, req);
    const { userId } = authorizeIndexedDocuments(currentUser(req), 'update');
    respond.action(res, await submitDocumentUpdate({ sequelize, temporal }, userId, documentId, { kind: 'changes', body: { changes } }));
  });

  router.post('/ai/run-prompt', async (req, res) => {
    const body = parseBody(runPromptSchema, req);
    const user = currentUser(req);
    const userId = user.id;
    const prompt = await storePrompt(sequelize, user, promptOf(body));
    const result = await startMonitoredWorkflow<RunPromptInput>({ sequelize, temporal }, userId, {
      kind: 'run-prompt',
      workflowType: WORKFLOW_TYPES.runPrompt,
      workflowId: runPromptWorkflowId,
      input: (topicId) => ({ topicId, userId, attachmentIds: body.attachments, ...prompt }),
      requestKey: body.requestKey,
    });
    respond.action(res, result);
  });

  /** Chat in Word and the insert and modify prompts: one workflow type, three ids, the caller's synced document. */
  async function startWordWorkflow(req: Request, res: Response, body: WordCallBody, request: WordRequest, workflowId: (topicId: string) => string) {
    const user = currentUser(req);
    const { userId } = authorizeIndexedDocuments(user, 'use');
    const notSynced = await requireSyncedDocument(sequelize, userId, body.documentId);
    if (notSynced) {
      respond.action(res, notSynced);
      return;
    }
    const prompt = await storePrompt(sequelize, user, promptOf(body));
    const result = await startMonitoredWorkflow<ChatInWordWorkflowInput>({ sequelize, temporal }, userId, {
      kind: request.kind === 'chat' ? 'chat-in-word' : `run-${request.kind}-prompt`,
      workflowType: WORKFLOW_TYPES.chatInWord,
      workflowId,
      documentId: body.documentId,
      input: (topicId) => ({ topicId, userId, documentId: body.documentId, attachmentIds: body.attachments, request, ...prompt }),
    });
    respond.action(res, result);
  }

  router.post('/ai/chat-in-word', async (req, res) => {
    const body = parseBody(chatInWordSchema, req);
    await startWordWorkflow(req, res, body, { kind: 'chat', selection: body.selection, localContext: body.localContext }, chatInWordWorkflowId);
  });

  router.post('/ai/run-insert-prompt', async (req, res) => {
    const body = parseBody(runInsertPromptSchema, req);
    await startWordWorkflow(req, res, body, { kind: 'insert', paragraphId: body.paragraphId, offset: body.offset }, runInsertPromptWorkflowId);
  });

  router.post('/ai/run-modify-prompt', async (req, res) => {
    const body = parseBody(runModifyPromptSchema, req);
    await startWordWorkflow(req, res, body, { kind: 'modify', paragraphIds: body.paragraphIds }, runModifyPromptWorkflowId);
  });

  router.post('/ai/review-document', async (req, res) => {
    const { documentId, instructions, playbookId, actingFor } = parseBody(reviewDocumentSchema, req);
    const user = currentUser(req);
    const { userId } = authorizeIndexedDocuments(user, 'use');
    const playbook = await reviewPlaybookOf(sequelize, req, playbookId, actingFor);
    const notSynced = await requireSyncedDocument(sequelize, userId, documentId);
    if (notSynced) {
      respond.action(res, notSynced);
      return;
    }
    const stored = instructions ? await storePrompt(sequelize, user, { userPrompt: instructions, chatHistory: [] }) : {};
    const result = await startMonitoredWorkflow<ReviewDocumentInput>({ sequelize, temporal }, userId, {
      kind: 'review-document',
      workflowType: WORKFLOW_TYPES.reviewDocument,
      workflowId: reviewDocumentWorkflowId,
      documentId,
      input: (topicId) => ({ topicId, userId, documentId, ...stored, ...playbook }),
    });
    respond.action(res, result);
  });

  /** Waits for `web-search/{uuid}`; a failed search is the chat error message with status 500. */
  router.post('/ai/run-web-search-prompt', async (req, res) => {
    const { userPrompt } = parseBody(webSearchSchema, req);
    const user = currentUser(req);
    const userId = user.id;
    const input: WebSearchInput = { userId, ...(await storePrompt(sequelize, user, { userPrompt, chatHistory: [] })) };
    try {
      const result = await temporal.workflow.execute<(input: WebSearchInput) => Promise<WebSearchActionResult>>(WORKFLOW_TYPES.webSearch, {
        taskQueue: TASK_QUEUES.main,
        workflowId: webSearchWorkflowId(randomUUID()),
        args: [input],
        workflowExecutionTimeout: WEB_SEARCH_TIMEOUT,
        searchAttributes: { [SEARCH_ATTRIBUTES.userId]: [userId] },
      });
      respond.action(res, result);
    } catch (error) {
      if (!(error instanceof WorkflowFailedError)) throw error;
      req.log.warn({ err: error }, 'web search failed');
      respond.errors(res, [CHAT_ERROR_MESSAGE], 500);
    }
  });

  return router;
}
