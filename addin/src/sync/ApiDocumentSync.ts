import { API_DOCUMENT_SYNC_INTERVAL_MS, API_DOCUMENT_SYNC_MAX_RETRIES, documentSyncFailed, type DocumentPart, type RunnerState } from '@arcline/shared';
import { BackgroundRunner, type RunOutcome } from './BackgroundRunner';
import type { Clock } from './clock';
import type { CacheCallResult, DocumentCacheApi } from './documentCacheApi';
import { diffParts } from './diffParts';
import type { SyncLogger } from './logger';
import type { SyncStatistics } from './SyncStatistics';
import type { WordDocumentSnapshot } from './WordDocumentSync';

/** What the API document sync needs of the word-document sync. */
export interface DocumentSource {
  snapshot(): WordDocumentSnapshot | undefined;
  onSynced(listener: () => void): () => void;
}

export interface ApiDocumentSyncOptions {
  source: DocumentSource;
  api: DocumentCacheApi;
  statistics: SyncStatistics;
  clock: Clock;
  logger: SyncLogger;
  readChangeTrackingMode(): Promise<string>;
  newUserActionId(): string;
}

const DOCUMENT_NOT_READ_YET = 'The document has not been read yet; try again in a moment.';

interface SentDocument {
  documentId: string;
  parts: DocumentPart[];
}

/**
 * The sync manager of spec 01 §4: sends the word-document sync's copy to the server. The first upload is the
 * full document (cache-document-full, whose push topic reports indexing), later ones only the parts that changed
 * (cache-document-update). Runs every 60 s (15 retries) and at once when a change is recorded while everything
 * was sent; a run with nothing new is skipped as success. Its state is running while the server indexes the last
 * full upload, otherwise its runner's.
 */
export class ApiDocumentSync {
  readonly runner: BackgroundRunner;
  private readonly listeners = new Set<(state: RunnerState) => void>();
  private sent: SentDocument | undefined;
  private changeSeq = 0;
  private sentSeq = 0;
  /** The change a sent or in-flight upload covers: a change past it while equal to changeSeq is a first change. */
  private coveredSeq = 0;
  private indexingTopicId: string | undefined;
  /** A first change asked for an immediate run that has not started yet. */
  private runRequested = false;
  private stopSource: (() => void) | undefined;

  constructor(private readonly options: ApiDocumentSyncOptions) {
    this.runner = new BackgroundRunner({
      name: 'API document sync',
      intervalMs: API_DOCUMENT_SYNC_INTERVAL_MS,
      maxRetries: API_DOCUMENT_SYNC_MAX_RETRIES,
      clock: options.clock,
      logger: options.logger,
      run: () => this.sync(),
    });
    this.runner.onStateChange(() => this.emit());
  }

  /**
   * Running while the server indexes the last full upload, and from a first change until its immediate run starts
   * (so that no prompt slips in between the document being read and its upload); otherwise its runner's.
   */
  get state(): RunnerState {
    return this.indexingTopicId || this.runRequested ? 'running' : this.runner.state;
  }

  onStateChange(listener: (state: RunnerState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.stopSource = this.options.source.onSynced(() => this.recordChange());
    this.runner.start();
  }

  stop(): void {
    this.stopSource?.();
    this.stopSource = undefined;
    this.runner.stop();
    this.sent = undefined;
    this.setRunRequested(false);
    this.setIndexing(undefined);
  }

  private recordChange(): void {
    const firstChange = this.changeSeq === this.coveredSeq;
    this.changeSeq += 1;
    if (!firstChange) return;
    if (this.runner.state === 'waiting') this.setRunRequested(true);
    this.runner.runNow();
  }

  private async sync(): Promise<RunOutcome> {
    this.setRunRequested(false);
    if (this.changeSeq === this.sentSeq) return 'success';
    const snapshot = this.options.source.snapshot();
    if (!snapshot) {
      // Spec 01 §8 internal condition: a change was recorded, but the data manager has no completed sync.
      this.options.logger.warn('Document data manager without a last sync timestamp');
      return 'success';
    }
    const seq = this.changeSeq;
    this.coveredSeq = seq;
    try {
      await this.upload(snapshot);
    } catch (error) {
      this.coveredSeq = this.sentSeq;
      throw error;
    }
    this.sentSeq = seq;
    return 'success';
  }

  private async upload(snapshot: WordDocumentSnapshot): Promise<void> {
    // Changes carry where added and moved parts are, so only a new document (or one a diff cannot describe) goes whole.
    const changes = this.sent?.documentId === snapshot.documentId ? diffParts(this.sent.parts, snapshot.parts) : null;

    if (changes === null) await this.uploadFull(snapshot);
    else if (changes.length > 0) this.check(await this.options.api.cacheUpdate(snapshot.documentId, changes));

    this.sent = { documentId: snapshot.documentId, parts: snapshot.parts };
  }

  /**
   * The super user's cache sync (Super User Menu): uploads the whole document now (cache-document-full), whatever
   * was sent before, and resolves once the server has indexed it; rejects when the upload or the indexing fails.
   */
  async uploadFullNow(): Promise<void> {
    const snapshot = this.options.source.snapshot();
    if (!snapshot) throw new Error(DOCUMENT_NOT_READ_YET);
    const seq = this.changeSeq;
    const { indexed } = await this.uploadFull(snapshot);
    this.sent = { documentId: snapshot.documentId, parts: snapshot.parts };
    this.sentSeq = Math.max(this.sentSeq, seq);
    this.coveredSeq = Math.max(this.coveredSeq, seq);
    await indexed;
  }

  /** Sends the whole document; answers the indexing's outcome (already handled here, so it may be ignored). */
  private async uploadFull(snapshot: WordDocumentSnapshot): Promise<{ indexed: Promise<void> }> {
    const { api, clock, logger } = this.options;
    const startedAt = clock.now();
    const userActionId = this.options.newUserActionId();
    const topicId = this.check(await api.cacheFull(snapshot.documentId, snapshot.parts, userActionId));
    this.setIndexing(topicId);
    const indexed = api.awaitIndexing(topicId);
    indexed.then(
      () => this.indexingEnded(topicId),
      (error: unknown) => {
        logger.error('Indexing of the document failed', error);
        // The server dropped this upload: the next run sends the whole document again.
        this.sent = undefined;
        this.sentSeq = -1;
        this.coveredSeq = -1;
        this.indexingEnded(topicId);
      },
    );
    void this.track(snapshot.documentId, userActionId, clock.now() - startedAt);
    return { indexed };
  }

  private async track(documentId: string, userActionId: string, elapsedTime: number): Promise<void> {
    try {
      const changeTrackingMode = await this.options.readChangeTrackingMode();
      await this.options.api.trackDocumentCacheSync({ documentId, changeTrackingMode, statistics: this.options.statistics.take(), userActionId, elapsedTime });
    } catch (error) {
      this.options.logger.warn('Could not report the document sync statistics', error);
    }
  }

  /** A failed call becomes a runner error; a document the server no longer has is sent in full next time. */
  private check(result: CacheCallResult): string {
    if (result.ok) return result.topicId;
    if (result.status === 404) this.sent = undefined;
    throw new Error(documentSyncFailed(result.status));
  }

  private indexingEnded(topicId: string): void {
    if (this.indexingTopicId === topicId) this.setIndexing(undefined);
  }

  private setRunRequested(requested: boolean): void {
    const before = this.state;
    this.runRequested = requested;
    if (this.state !== before) this.emit();
  }

  private setIndexing(topicId: string | undefined): void {
    const before = this.state;
    this.indexingTopicId = topicId;
    if (this.state !== before) this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.state);
  }
}
