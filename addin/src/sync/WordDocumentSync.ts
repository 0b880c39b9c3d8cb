import type { DocumentPart, RunnerState } from '@arcline/shared';
import { FULL_RESYNC_INTERVAL_MS, SYNC_UPDATE_TYPES, WORD_SYNC_MAX_RETRIES, WORD_SYNC_RUN_INTERVAL_MS } from '@arcline/shared';
import type { DocumentHost, HostBody } from '@arcline/web';
import { BackgroundRunner, type RunOutcome } from './BackgroundRunner';
import { ChangeTracker, type TrackedChanges } from './ChangeTracker';
import type { Clock } from './clock';
import { documentIdOf } from './documentId';
import type { SyncLogger } from './logger';
import type { Block } from './model/blocks';
import { buildBlocks } from './model/buildBlocks';
import { documentParts } from './model/documentParts';
import { paragraphIds } from './model/paragraphIds';
import { readTextsInBatches } from './readTextsInBatches';
import type { SyncStatistics } from './SyncStatistics';

export type WordSyncKind = 'full' | 'incremental';

/** The synchronised copy at one moment. */
export interface WordDocumentSnapshot {
  documentId: string;
  blocks: Block[];
  parts: DocumentPart[];
  /** The later of the last full and last incremental sync (spec 01 §3). */
  syncDate: number;
}

export interface WordDocumentSyncOptions {
  host: DocumentHost;
  clock: Clock;
  logger: SyncLogger;
  statistics: SyncStatistics;
}

/**
 * The data manager of spec 01 §4: keeps a copy of the open Word document. The first run reads it all (and again
 * once an hour has passed and the user pauses); other runs, every 250 ms (5 retries), only refresh their timestamp
 * unless a paragraph event came, and then re-read just the paragraphs that are neither cached nor already reported
 * by the change tracker, merging both. Listeners hear of every full sync and of incremental syncs with changes.
 */
export class WordDocumentSync {
  readonly runner: BackgroundRunner;
  readonly tracker: ChangeTracker;
  private readonly listeners = new Set<(kind: WordSyncKind) => void>();
  private readonly stateListeners = new Set<(state: RunnerState) => void>();
  private lastEmitted: RunnerState = 'stopped';
  private currentDocumentId: string | undefined;
  private body: HostBody | undefined;
  private texts = new Map<string, string>();
  private reportedChanged = new Map<string, string>();
  private reportedDeleted = new Set<string>();
  private eventsAtLastSync = 0;
  private lastFullSyncAt: number | undefined;
  private lastIncrementalSyncAt: number | undefined;
  private stopping = false;

  constructor(private readonly options: WordDocumentSyncOptions) {
    this.tracker = new ChangeTracker({
      host: options.host,
      clock: options.clock,
      logger: options.logger,
      onChanges: (changes) => this.absorb(changes),
      onPendingChanged: () => this.emitState(),
    });
    this.runner = new BackgroundRunner({
      name: 'Word document sync',
      intervalMs: WORD_SYNC_RUN_INTERVAL_MS,
      maxRetries: WORD_SYNC_MAX_RETRIES,
      clock: options.clock,
      logger: options.logger,
      run: () => this.sync(),
    });
    this.runner.onStateChange(() => this.emitState());
  }

  /**
   * The data manager's state for the indicator and prompt availability: its runner's, except that edits the change
   * tracker has not read yet make a waiting data manager running (the copy is behind the document).
   */
  get state(): RunnerState {
    return this.runner.state === 'waiting' && this.tracker.hasPending ? 'running' : this.runner.state;
  }

  /** The open document's id as of the last full sync; undefined before it. */
  get documentId(): string | undefined {
    return this.currentDocumentId;
  }

  onStateChange(listener: (state: RunnerState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Registers the paragraph handlers and starts both runners. */
  async start(): Promise<void> {
    this.stopping = false;
    await this.tracker.start();
    this.runner.start();
  }

  /** Removes the handlers, stops the runners and forgets the document and its sync times. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.runner.stop();
    await this.tracker.stop();
    this.currentDocumentId = undefined;
    this.body = undefined;
    this.texts = new Map();
    this.reportedChanged = new Map();
    this.reportedDeleted = new Set();
    this.lastFullSyncAt = undefined;
    this.lastIncrementalSyncAt = undefined;
  }

  onSynced(listener: (kind: WordSyncKind) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The copy as of the last sync; undefined until the first full sync is done. */
  snapshot(): WordDocumentSnapshot | undefined {
    if (!this.currentDocumentId || !this.body || this.lastFullSyncAt === undefined) return undefined;
    const blocks = buildBlocks(this.body, this.texts, this.options.logger);
    const syncDate = Math.max(this.lastFullSyncAt, this.lastIncrementalSyncAt ?? 0);
    return { documentId: this.currentDocumentId, blocks, parts: documentParts(blocks), syncDate };
  }

  private absorb(changes: TrackedChanges): void {
    for (const [id, text] of changes.changed) {
      this.reportedDeleted.delete(id);
      this.reportedChanged.set(id, text);
    }
    for (const id of changes.deleted) {
      this.reportedChanged.delete(id);
      this.reportedDeleted.add(id);
    }
  }

  private async sync(): Promise<RunOutcome> {
    const { clock } = this.options;
    const fullDue = this.lastFullSyncAt === undefined || (clock.now() - this.lastFullSyncAt > FULL_RESYNC_INTERVAL_MS && this.tracker.isIdle());
    return fullDue ? this.fullSync() : this.incrementalSync();
  }

  private async fullSync(): Promise<RunOutcome> {
    const { host, clock, statistics } = this.options;
    const startedAt = clock.now();
    const initial = this.lastFullSyncAt === undefined;
    const eventsBefore = this.tracker.eventCount;
    // What the tracker reported so far is older than what this run reads.
    this.reportedChanged.clear();
    this.reportedDeleted.clear();
    const documentId = documentIdOf(await host.readDocumentIdentity());
    const body = await host.readBody();
    const texts = await readTextsInBatches(host, paragraphIds(body), clock, () => this.stopping);
    if (!texts) return 'interrupted';

    this.currentDocumentId = documentId;
    this.body = body;
    this.texts = texts;
    // Reports that came while reading are newer than what was read.
    this.mergeReported();
    this.eventsAtLastSync = eventsBefore;
    this.lastFullSyncAt = clock.now();
    this.lastIncrementalSyncAt = this.lastFullSyncAt;
    statistics.record({
      type: SYNC_UPDATE_TYPES.full,
      durationMs: clock.now() - startedAt,
      initial,
      paragraphsChanged: texts.size,
      paragraphsDeleted: 0,
      changeEvents: 0,
    });
    this.notify('full');
    return 'success';
  }

  private async incrementalSync(): Promise<RunOutcome> {
    const { host, clock, statistics, logger } = this.options;
    if (!this.body) {
      logger.error('Incremental sync before the full sync completed');
      throw new Error('Incremental sync before the full sync completed');
    }
    const events = this.tracker.eventCount - this.eventsAtLastSync;
    if (events === 0 && this.reportedChanged.size === 0 && this.reportedDeleted.size === 0) {
      this.lastIncrementalSyncAt = clock.now();
      return 'success';
    }

    const startedAt = clock.now();
    this.eventsAtLastSync = this.tracker.eventCount;
    const body = await host.readBody();
    const ids = paragraphIds(body);
    const present = new Set(ids);
    // Reported deleted but in the body again (an undo, a paragraph moved): read it afresh.
    for (const id of this.reportedDeleted) {
      if (!present.has(id)) continue;
      this.reportedDeleted.delete(id);
      this.texts.delete(id);
    }
    const unknown = ids.filter((id) => !this.texts.has(id) && !this.reportedChanged.has(id));
    const fresh = await readTextsInBatches(host, unknown, clock, () => this.stopping);
    if (!fresh) return 'interrupted';

    let deleted = 0;
    for (const id of this.texts.keys()) {
      if (present.has(id)) continue;
      this.texts.delete(id);
      deleted += 1;
    }
    for (const [id, text] of fresh) this.texts.set(id, text);
    const changed = fresh.size + this.mergeReported(present);
    // A paragraph moved (or a row moved between tables) changes no text, only where it is.
    const restructured = JSON.stringify(body) !== JSON.stringify(this.body);
    this.body = body;
    this.lastIncrementalSyncAt = clock.now();
    statistics.record({
      type: SYNC_UPDATE_TYPES.incremental,
      durationMs: clock.now() - startedAt,
      initial: false,
      paragraphsChanged: changed,
      paragraphsDeleted: deleted,
      changeEvents: events,
    });
    if (changed > 0 || deleted > 0 || restructured) this.notify('incremental');
    return 'success';
  }

  /** Applies the change tracker's reports to the cache; returns how many paragraphs changed. */
  private mergeReported(present?: ReadonlySet<string>): number {
    let changed = 0;
    for (const [id, text] of this.reportedChanged) {
      if (present && !present.has(id)) continue;
      if (this.texts.get(id) !== text) changed += 1;
      this.texts.set(id, text);
    }
    for (const id of this.reportedDeleted) this.texts.delete(id);
    this.reportedChanged.clear();
    this.reportedDeleted.clear();
    return changed;
  }

  private emitState(): void {
    const state = this.state;
    if (state === this.lastEmitted) return;
    this.lastEmitted = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private notify(kind: WordSyncKind): void {
    for (const listener of this.listeners) listener(kind);
  }
}
