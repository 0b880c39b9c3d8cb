import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type { Client } from '@temporalio/client';
import { DOCUMENT_NOT_SYNCED, type DocumentChange, type DocumentPart, type ErrorActionResult, type MonitorActionResult } from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  SIGNALS,
  TASK_QUEUES,
  WORKFLOW_TYPES,
  indexDocumentWorkflowId,
  type IndexDocumentInput,
} from '@arcline/shared/contracts';
import { documentStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { authorizeIndexedDocument } from '../../policies/documents';
import { openPushTopic } from '../push/pushTopics';

export interface DocumentCacheDeps {
  sequelize: Sequelize;
  temporal: Client;
}

export type DocumentUpdate =
  | { kind: 'full'; body: { title?: string; documentParts: DocumentPart[] } }
  | { kind: 'changes'; body: { changes: DocumentChange[] } };

/** Whether the caller has this document cached: never sent (or only another user has it), sent but not indexed, or indexed. */
export async function cachedDocumentState(sequelize: Sequelize, userId: string, documentId: string): Promise<'missing' | 'not-synced' | 'synced'> {
  return documentStore.syncState(sequelizeSql(sequelize), userId, documentId);
}

/**
 * For the calls that read a cached document: a document the caller never sent is 404 (another user's copy of the
 * same id included); one whose first indexing has not finished is the error action result `document-not-synced`.
 */
export async function requireSyncedDocument(sequelize: Sequelize, userId: string, documentId: string): Promise<ErrorActionResult | null> {
  const state = authorizeIndexedDocument(await cachedDocumentState(sequelize, userId, documentId));
  return state === 'not-synced' ? { type: 'error', errorType: DOCUMENT_NOT_SYNCED } : null;
}

/**
 * Stores a full or incremental update of the caller's copy of a document and hands it to
 * `index-document/{userId}/{documentId}` (signal-with-start, so updates are applied one at a time in order).
 * A full update creates the caller's copy; an incremental one needs it to exist (404 otherwise).
 */
export async function submitDocumentUpdate(
  deps: DocumentCacheDeps,
  userId: string,
  documentId: string,
  update: DocumentUpdate,
): Promise<MonitorActionResult> {
  const workflowId = indexDocumentWorkflowId(userId, documentId);
  const updateId = randomUUID();
  if (update.kind === 'changes') authorizeIndexedDocument(await cachedDocumentState(deps.sequelize, userId, documentId));
  const sql = sequelizeSql(deps.sequelize);
  const topic = await openPushTopic(sql, userId, 'index-document', () => workflowId);
  await documentStore.addUpdate(sql, { id: updateId, userId, documentId, topicId: topic.id, kind: update.kind, body: update.body });

  const input: IndexDocumentInput = { userId, documentId };
  try {
    await deps.temporal.workflow.signalWithStart(WORKFLOW_TYPES.indexDocument, {
      taskQueue: TASK_QUEUES.main,
      workflowId,
      args: [input],
      signal: SIGNALS.documentUpdated,
      signalArgs: [],
      searchAttributes: { [SEARCH_ATTRIBUTES.userId]: [userId], [SEARCH_ATTRIBUTES.documentId]: [documentId] },
    });
  } catch (error) {
    await documentStore.removeUpdate(sql, updateId);
    throw error;
  }
  return { type: 'monitor', pushNotificationTopicId: topic.id };
}
