import { CHANGE_TRACKER_IDLE_MS, CHANGE_TRACKER_MAX_RETRIES, CHANGE_TRACKER_RUN_INTERVAL_MS } from '@arcline/shared';
import type { DocumentHost, ParagraphEvent, Unsubscribe } from '@arcline/web';
import { BackgroundRunner } from './BackgroundRunner';
import type { Clock } from './clock';
import type { SyncLogger } from './logger';
import { readTextsInBatches } from './readTextsInBatches';

/** What one tracker run read: raw texts of changed paragraphs and ids of deleted ones. */
export interface TrackedChanges {
  changed: ReadonlyMap<string, string>;
  deleted: ReadonlySet<string>;
}

export interface ChangeTrackerOptions {
  host: DocumentHost;
  clock: Clock;
  logger: SyncLogger;
  onChanges(changes: TrackedChanges): void;
  /** Told when edits start or stop waiting to be read. */
  onPendingChanged?(hasPending: boolean): void;
}

/**
 * Collects Word's paragraph events (spec 01 §4): added and changed ids wait to be read, a deletion cancels a pending
 * change of the same id. Every 1500 ms (10 retries) the changed texts are read and broadcast; on a read error the
 * ids go back for the next try.
 */
export class ChangeTracker {
  readonly runner: BackgroundRunner;
  private readonly pendingChanged = new Set<string>();
  private readonly pendingDeleted = new Set<string>();
  private unsubscribe: Unsubscribe | undefined;
  private lastEventAt = Number.NEGATIVE_INFINITY;
  private events = 0;
  private reading = false;

  constructor(private readonly options: ChangeTrackerOptions) {
    this.runner = new BackgroundRunner({
      name: 'Change tracker',
      intervalMs: CHANGE_TRACKER_RUN_INTERVAL_MS,
      maxRetries: CHANGE_TRACKER_MAX_RETRIES,
      clock: options.clock,
      logger: options.logger,
      run: () => this.readAndBroadcast(),
    });
  }

  /** How many paragraph events arrived since start: the data manager compares it between its runs. */
  get eventCount(): number {
    return this.events;
  }

  /** Whether paragraph events wait to be read (or are being read). */
  get hasPending(): boolean {
    return this.pendingChanged.size > 0 || this.pendingDeleted.size > 0 || this.reading;
  }

  /** Nothing waits to be read and no event came in the last 2500 ms: a good moment for heavy work. */
  isIdle(): boolean {
    const quietFor = this.options.clock.now() - this.lastEventAt;
    return this.pendingChanged.size === 0 && this.pendingDeleted.size === 0 && quietFor >= CHANGE_TRACKER_IDLE_MS;
  }

  async start(): Promise<void> {
    try {
      this.unsubscribe = await this.options.host.subscribeParagraphEvents((event) => this.record(event));
    } catch (error) {
      this.options.logger.error('Could not start change tracking', error);
      throw error;
    }
    this.runner.start();
  }

  async stop(): Promise<void> {
    this.runner.stop();
    const hadPending = this.hasPending;
    this.pendingChanged.clear();
    this.pendingDeleted.clear();
    if (hadPending && !this.hasPending) this.options.onPendingChanged?.(false);
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = undefined;
    try {
      await unsubscribe?.();
    } catch (error) {
      this.options.logger.error('Could not stop change tracking', error);
    }
  }

  private record(event: ParagraphEvent): void {
    const hadPending = this.hasPending;
    this.events += 1;
    this.lastEventAt = this.options.clock.now();
    for (const id of event.paragraphIds) {
      if (event.type === 'deleted') {
        this.pendingChanged.delete(id);
        this.pendingDeleted.add(id);
      } else {
        this.pendingDeleted.delete(id);
        this.pendingChanged.add(id);
      }
    }
    if (!hadPending && this.hasPending) this.options.onPendingChanged?.(true);
  }

  private async readAndBroadcast(): Promise<'success'> {
    if (this.pendingChanged.size === 0 && this.pendingDeleted.size === 0) return 'success';
    const changedIds = [...this.pendingChanged];
    const deleted = new Set(this.pendingDeleted);
    this.pendingChanged.clear();
    this.pendingDeleted.clear();

    let texts: Map<string, string> | null;
    this.reading = true;
    try {
      texts = await readTextsInBatches(this.options.host, changedIds, this.options.clock);
    } catch (error) {
      this.putBack(changedIds, deleted);
      throw error;
    } finally {
      this.reading = false;
    }
    const changed = new Map<string, string>();
    for (const id of changedIds) {
      const text = texts?.get(id);
      // Changed, then gone before we read it: a deletion.
      if (text === undefined) deleted.add(id);
      else changed.set(id, text);
    }
    this.options.onChanges({ changed, deleted });
    if (!this.hasPending) this.options.onPendingChanged?.(false);
    return 'success';
  }

  /** Ids of a failed read return, unless an event since then has decided their fate. */
  private putBack(changedIds: readonly string[], deleted: ReadonlySet<string>): void {
    for (const id of changedIds) if (!this.pendingDeleted.has(id)) this.pendingChanged.add(id);
    for (const id of deleted) if (!this.pendingChanged.has(id)) this.pendingDeleted.add(id);
  }
}
