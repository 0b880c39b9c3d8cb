import { WORD_DATA_ERRORS } from '@arcline/shared';
import { DocumentHostError, type ApiClient, type DocumentHost, type DocumentSession, type DocumentSyncStates, type PushPoller, type WordPromptContext } from '@arcline/web';
import { createParagraphEditEngine } from '../edits/paragraphEditEngine';
import { ApiDocumentSync } from './ApiDocumentSync';
import { systemClock, type Clock } from './clock';
import { createDocumentCacheApi } from './createDocumentCacheApi';
import { localContextAround } from './model/localContext';
import type { SyncLogger } from './logger';
import { SyncStatistics } from './SyncStatistics';
import { WordDocumentSync } from './WordDocumentSync';

export interface DocumentSyncDeps {
  host: DocumentHost;
  client: ApiClient;
  poller: PushPoller;
  clock?: Clock;
  logger?: SyncLogger;
}

/** The add-in's sync engine for one open document, and the session (host + status) it gives the web app. */
export interface DocumentSync {
  session: DocumentSession;
  wordSync: WordDocumentSync;
  apiSync: ApiDocumentSync;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const UNKNOWN_TRACKING_MODE = 'unknown';

export function createDocumentSync({ host, client, poller, clock = systemClock, logger = console }: DocumentSyncDeps): DocumentSync {
  const statistics = new SyncStatistics();
  const wordSync = new WordDocumentSync({ host, clock, logger, statistics });
  const apiSync = new ApiDocumentSync({
    source: wordSync,
    api: createDocumentCacheApi(client, poller),
    statistics,
    clock,
    logger,
    readChangeTrackingMode: async () => {
      try {
        return (await host.readSelection()).changeTrackingMode;
      } catch {
        return UNKNOWN_TRACKING_MODE;
      }
    },
    newUserActionId: () => crypto.randomUUID(),
  });

  let states: DocumentSyncStates = { dataManager: wordSync.state, syncManager: apiSync.state };
  const listeners = new Set<() => void>();
  const refresh = () => {
    const next = { dataManager: wordSync.state, syncManager: apiSync.state };
    if (next.dataManager === states.dataManager && next.syncManager === states.syncManager) return;
    states = next;
    for (const listener of listeners) listener();
  };
  wordSync.onStateChange(refresh);
  apiSync.onStateChange(refresh);

  return {
    session: {
      host,
      editor: createParagraphEditEngine(host, clock),
      async readPromptContext(): Promise<WordPromptContext> {
        const snapshot = wordSync.snapshot();
        if (!snapshot) throw new DocumentHostError(WORD_DATA_ERRORS.officeNotReady, 'chat/read-context');
        const selection = await host.readSelection();
        const localContext = localContextAround(snapshot.blocks, snapshot.parts, selection.startParagraphId, selection.endParagraphId);
        return { documentId: snapshot.documentId, selection, localContext };
      },
      syncStatus: {
        getStates: () => states,
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      uploadWholeDocument: () => apiSync.uploadFullNow(),
      documentId: () => wordSync.documentId,
    },
    wordSync,
    apiSync,
    async start() {
      await wordSync.start();
      apiSync.start();
    },
    async stop() {
      apiSync.stop();
      await wordSync.stop();
    },
  };
}
