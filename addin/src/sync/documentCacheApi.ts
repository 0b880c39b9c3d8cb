import type { DocumentChange, DocumentPart } from '@arcline/shared';
import type { DocumentUpdateStatistics } from './SyncStatistics';

/** A call that failed with this HTTP status (0: no answer). */
export type CacheCallResult = { ok: true; topicId: string } | { ok: false; status: number };

/** The `full-document-cache-sync` user action event (spec 01 §3, user action tracking event). */
export interface DocumentCacheSyncEvent {
  documentId: string;
  changeTrackingMode: string;
  statistics: DocumentUpdateStatistics;
  userActionId: string;
  elapsedTime: number;
}

/** The server calls of the API document sync; documentCacheApi.ts in production, a fake in unit tests. */
export interface DocumentCacheApi {
  /** `POST /api/ai/cache-document-full`, sent with X-T-User-Action; answers the indexing push topic. */
  cacheFull(documentId: string, parts: DocumentPart[], userActionId: string): Promise<CacheCallResult>;
  /** `POST /api/ai/cache-document-update` */
  cacheUpdate(documentId: string, changes: DocumentChange[]): Promise<CacheCallResult>;
  /** `POST /api/engagement/chronicle` */
  trackDocumentCacheSync(event: DocumentCacheSyncEvent): Promise<void>;
  /** Resolves when the topic's indexing succeeded, rejects when it failed. */
  awaitIndexing(topicId: string): Promise<void>;
}
