import { describe, expect, it } from 'vitest';
import type { DocumentChange, DocumentPart, RunnerState } from '@arcline/shared';
import { ApiDocumentSync } from './ApiDocumentSync';
import type { CacheCallResult, DocumentCacheApi, DocumentCacheSyncEvent } from './documentCacheApi';
import { SyncStatistics } from './SyncStatistics';
import { ManualClock } from './testing/ManualClock';
import { silentLogger } from './testing/silentLogger';
import type { WordDocumentSnapshot } from './WordDocumentSync';

class FakeCacheApi implements DocumentCacheApi {
  readonly full: { documentId: string; parts: DocumentPart[]; userActionId: string }[] = [];
  readonly updates: DocumentChange[][] = [];
  readonly events: DocumentCacheSyncEvent[] = [];
  readonly failures: number[] = [];
  private readonly indexing = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  private topics = 0;

  async cacheFull(documentId: string, parts: DocumentPart[], userActionId: string): Promise<CacheCallResult> {
    const failure = this.failures.shift();
    if (failure) return { ok: false, status: failure };
    this.full.push({ documentId, parts, userActionId });
    return { ok: true, topicId: `topic-${++this.topics}` };
  }

  async cacheUpdate(_documentId: string, changes: DocumentChange[]): Promise<CacheCallResult> {
    const failure = this.failures.shift();
    if (failure) return { ok: false, status: failure };
    this.updates.push(changes);
    return { ok: true, topicId: `topic-${++this.topics}` };
  }

  async trackDocumentCacheSync(event: DocumentCacheSyncEvent): Promise<void> {
    this.events.push(event);
  }

  awaitIndexing(topicId: string): Promise<void> {
    return new Promise((resolve, reject) => this.indexing.set(topicId, { resolve, reject }));
  }

  finishIndexing(topicId: string, error?: Error): void {
    const pending = this.indexing.get(topicId);
    if (error) pending?.reject(error);
    else pending?.resolve();
  }
}

class FakeSource {
  current: WordDocumentSnapshot | undefined;
  private listener: (() => void) | undefined;
  snapshot = () => this.current;
  onSynced = (listener: () => void) => {
    this.listener = listener;
    return () => (this.listener = undefined);
  };
  publish(parts: [string, string][]) {
    this.current = { documentId: 'doc-1', blocks: [], parts: parts.map(([partId, content]) => ({ partId, content })), syncDate: 1 };
    this.listener?.();
  }
}

async function setup() {
  const clock = new ManualClock();
  const api = new FakeCacheApi();
  const source = new FakeSource();
  const logger = silentLogger();
  const statistics = new SyncStatistics();
  let actions = 0;
  const sync = new ApiDocumentSync({
    source,
    api,
    statistics,
    clock,
    logger,
    readChangeTrackingMode: async () => 'TrackAll',
    newUserActionId: () => `action-${++actions}`,
  });
  const states: RunnerState[] = [];
  sync.onStateChange((state) => states.push(state));
  sync.start();
  await clock.advance(0);
  return { clock, api, source, sync, states, logger, statistics };
}

describe('ApiDocumentSync', () => {
  it('skips its runs while no change is recorded', async () => {
    const { clock, api, sync } = await setup();
    await clock.advance(180_000);
    expect(api.full).toHaveLength(0);
    expect(sync.state).toBe('waiting');
  });

  it('uploads the full document at once on the first change, and is running while the server indexes it', async () => {
    const { clock, api, source, sync, statistics } = await setup();
    statistics.record({ type: 'full-update', durationMs: 40, initial: true, paragraphsChanged: 2, paragraphsDeleted: 0, changeEvents: 0 });
    source.publish([['a', 'One'], ['b', 'Two']]);
    // Between the change and its immediate run, no prompt may take the document as synced.
    expect(sync.state).toBe('running');
    await clock.advance(0);
    expect(api.full).toEqual([{ documentId: 'doc-1', parts: [{ partId: 'a', content: 'One' }, { partId: 'b', content: 'Two' }], userActionId: 'action-1' }]);
    expect(sync.runner.state).toBe('waiting');
    expect(sync.state).toBe('running');
    api.finishIndexing('topic-1');
    await clock.advance(0);
    expect(sync.state).toBe('waiting');
    expect(api.events).toEqual([
      expect.objectContaining({ documentId: 'doc-1', changeTrackingMode: 'TrackAll', userActionId: 'action-1', statistics: expect.objectContaining({}) }),
    ]);
    expect(api.events[0]?.statistics.fullUpdate.numberOfInitialSyncs).toBe(1);
  });

  it('then sends only the changed parts, at once on the next change', async () => {
    const { clock, api, source } = await setup();
    source.publish([['a', 'One'], ['b', 'Two']]);
    await clock.advance(0);
    api.finishIndexing('topic-1');
    source.publish([['a', 'One'], ['b', 'Two, amended']]);
    await clock.advance(0);
    expect(api.updates).toEqual([[{ type: 'added-or-changed', paragraphId: 'b', newText: 'Two, amended' }]]);
    expect(api.full).toHaveLength(1);
  });

  it('sends a change recorded during an upload right after it', async () => {
    const { clock, api, source } = await setup();
    source.publish([['a', 'One']]);
    source.publish([['a', 'One!']]);
    await clock.advance(0);
    expect(api.full).toHaveLength(1);
    expect(api.updates).toEqual([]);
    source.publish([['a', 'One!!']]);
    await clock.advance(0);
    expect(api.updates).toEqual([[{ type: 'added-or-changed', paragraphId: 'a', newText: 'One!!' }]]);
  });

  it('sends an inserted and a moved paragraph with the part before each, not the whole document again', async () => {
    const { clock, api, source } = await setup();
    source.publish([['a', 'One'], ['b', 'Two'], ['c', 'Three']]);
    await clock.advance(0);
    api.finishIndexing('topic-1');
    source.publish([['c', 'Three'], ['a', 'One'], ['n', 'New'], ['b', 'Two']]);
    await clock.advance(0);
    expect(api.full).toHaveLength(1);
    expect(api.updates).toEqual([
      [
        { type: 'added-or-changed', paragraphId: 'c', newText: 'Three', previousPartId: null },
        { type: 'added-or-changed', paragraphId: 'n', newText: 'New', previousPartId: 'a' },
      ],
    ]);
  });

  it("turns a failed upload into 'Document sync failed with status …' and retries after 1000 ms", async () => {
    const { clock, api, source, sync, logger } = await setup();
    api.failures.push(503);
    source.publish([['a', 'One']]);
    await clock.advance(0);
    expect(sync.state).toBe('error-retrying');
    expect(logger.error).toHaveBeenCalledWith('API document sync failed', new Error('Document sync failed with status 503'));
    await clock.advance(1000);
    expect(api.full).toHaveLength(1);
    expect(sync.runner.state).toBe('waiting');
  });

  it('logs failed indexing, clears the indexing state and sends the whole document at the next run', async () => {
    const { clock, api, source, sync, logger } = await setup();
    source.publish([['a', 'One']]);
    await clock.advance(0);
    api.finishIndexing('topic-1', new Error('indexing failed'));
    await clock.advance(0);
    expect(sync.state).toBe('waiting');
    expect(logger.error).toHaveBeenCalledWith('Indexing of the document failed', new Error('indexing failed'));
    await clock.advance(60_000);
    expect(api.full).toHaveLength(2);
  });

  it('is error-stopped after 15 retries, and stop() ends it', async () => {
    const { clock, api, source, sync } = await setup();
    api.failures.push(...Array.from({ length: 16 }, () => 500));
    source.publish([['a', 'One']]);
    await clock.advance(20 * 60_000);
    expect(sync.state).toBe('error-stopped');
    sync.stop();
    expect(sync.state).toBe('stopped');
  });

  it("uploads the whole document on the super user's request and resolves once it is indexed, tracking it like any full upload", async () => {
    const { clock, api, source, sync } = await setup();
    await expect(sync.uploadFullNow()).rejects.toThrow(/not been read yet/);
    source.publish([['a', 'One']]);
    await clock.advance(0);
    api.finishIndexing('topic-1');
    await clock.advance(0);
    let done = false;
    const request = sync.uploadFullNow().then(() => (done = true));
    await clock.advance(0);
    expect(api.full.map((upload) => upload.userActionId)).toEqual(['action-1', 'action-2']);
    expect(sync.state).toBe('running');
    expect(done).toBe(false);
    api.finishIndexing('topic-2');
    await request;
    expect(sync.state).toBe('waiting');
    expect(api.events.map((event) => event.userActionId)).toEqual(['action-1', 'action-2']);
  });

  it("rejects the super user's upload when the server fails to index it", async () => {
    const { clock, api, source, sync } = await setup();
    source.publish([['a', 'One']]);
    await clock.advance(0);
    const request = sync.uploadFullNow();
    await clock.advance(0);
    api.finishIndexing('topic-2', new Error('indexing failed'));
    await expect(request).rejects.toThrow('indexing failed');
    api.failures.push(500);
    await expect(sync.uploadFullNow()).rejects.toThrow('Document sync failed with status 500');
  });
});
