import { describe, expect, it } from 'vitest';
import { ManualClock } from './testing/ManualClock';
import { MemoryDocumentHost } from './testing/MemoryDocumentHost';
import { silentLogger } from './testing/silentLogger';
import { SyncStatistics } from './SyncStatistics';
import { WordDocumentSync, type WordSyncKind } from './WordDocumentSync';

const HOUR_MS = 60 * 60 * 1000;

async function setup(paragraphCount = 3) {
  const clock = new ManualClock();
  const host = new MemoryDocumentHost(Array.from({ length: paragraphCount }, (_, index) => `Paragraph ${index + 1}.\r`));
  const statistics = new SyncStatistics();
  const sync = new WordDocumentSync({ host, clock, logger: silentLogger(), statistics });
  const notices: WordSyncKind[] = [];
  sync.onSynced((kind) => notices.push(kind));
  await sync.start();
  const ids = host.paragraphs.map((paragraph) => paragraph.id);
  return { clock, host, statistics, sync, notices, ids };
}

const contents = (sync: WordDocumentSync) => sync.snapshot()?.parts.map((part) => part.content);

describe('WordDocumentSync', () => {
  it('starts with a full sync that reads 150 paragraphs at a time with 200 ms pauses', async () => {
    const { clock, host, sync, notices } = await setup(400);
    await clock.advance(0);
    expect(host.readIds).toHaveLength(150);
    expect(sync.snapshot()).toBeUndefined();
    await clock.advance(200);
    expect(host.readIds).toHaveLength(300);
    await clock.advance(200);
    expect(host.readIds).toHaveLength(400);
    expect(notices).toEqual(['full']);
    expect(sync.snapshot()?.parts).toHaveLength(400);
    expect(sync.snapshot()?.parts[0]).toEqual({ partId: host.paragraphs[0]?.id, content: 'Paragraph 1.' });
    expect(sync.snapshot()?.documentId).toMatch(/^[0-9a-f]{64}$/);
  });

  it('only refreshes its timestamp every 250 ms while no paragraph event comes', async () => {
    const { clock, host, sync, notices } = await setup();
    await clock.advance(0);
    const first = sync.snapshot()?.syncDate ?? -1;
    const bodyReads = host.bodyReads;
    await clock.advance(1000);
    expect(host.bodyReads).toBe(bodyReads);
    expect(sync.snapshot()?.syncDate).toBe(first + 1000);
    expect(notices).toEqual(['full']);
  });

  it('merges an edited paragraph the change tracker reports, without reading it again itself', async () => {
    const { clock, host, sync, notices, ids } = await setup();
    await clock.advance(0);
    host.readIds.length = 0;
    host.edit(ids[1]!, 'Paragraph 2, amended.');
    await clock.advance(250);
    expect(host.readIds).toEqual([]);
    expect(notices).toEqual(['full']);
    await clock.advance(1250);
    expect(host.readIds).toEqual([ids[1]]);
    expect(notices).toEqual(['full', 'incremental']);
    expect(contents(sync)).toEqual(['Paragraph 1.', 'Paragraph 2, amended.', 'Paragraph 3.']);
  });

  it('reads a new paragraph at the next incremental run, before the tracker reports it', async () => {
    const { clock, host, sync, notices, ids } = await setup();
    await clock.advance(0);
    host.readIds.length = 0;
    const added = host.insertAfter(ids[0]!, 'Inserted.');
    await clock.advance(250);
    expect(host.readIds).toEqual([added]);
    expect(notices).toEqual(['full', 'incremental']);
    expect(contents(sync)).toEqual(['Paragraph 1.', 'Inserted.', 'Paragraph 2.', 'Paragraph 3.']);
  });

  it('drops a deleted paragraph and counts it in the statistics', async () => {
    const { clock, host, sync, statistics, ids } = await setup();
    await clock.advance(0);
    host.remove(ids[2]!);
    await clock.advance(250);
    expect(contents(sync)).toEqual(['Paragraph 1.', 'Paragraph 2.']);
    const report = statistics.take();
    expect(report.fullUpdate).toMatchObject({ numberOfSyncs: 1, numberOfInitialSyncs: 1 });
    expect(report.incrementalUpdate.numberOfParagraphsDeleted.sum).toBe(1);
    expect(report.incrementalUpdate.numberOfParagraphChangeEvents.sum).toBe(1);
  });

  // An hour of 250 ms runs on the manual clock: about 17,000 timers.
  it('syncs in full again once an hour has passed and the user pauses', { timeout: 30_000 }, async () => {
    const { clock, host, notices } = await setup();
    await clock.advance(0);
    await clock.advance(HOUR_MS);
    expect(notices).toEqual(['full']);
    host.readIds.length = 0;
    await clock.advance(250);
    expect(notices).toEqual(['full', 'full']);
    expect(host.readIds).toHaveLength(3);
  });

  it('retries a failed read and recovers', async () => {
    const { clock, host, sync, notices } = await setup();
    host.failNextReads(1);
    await clock.advance(0);
    expect(sync.runner.state).toBe('error-retrying');
    await clock.advance(1000);
    expect(sync.runner.state).toBe('waiting');
    expect(notices).toEqual(['full']);
  });

  it('is interrupted by a stop between batches, and stop forgets the document and the handlers', async () => {
    const { clock, host, sync, notices } = await setup(400);
    await clock.advance(0);
    await sync.stop();
    expect(sync.runner.state).toBe('stop-requested');
    await clock.advance(200);
    expect(sync.runner.state).toBe('stopped');
    expect(host.readIds).toHaveLength(150);
    expect(notices).toEqual([]);
    expect(sync.snapshot()).toBeUndefined();
    expect(host.listenerCount).toBe(0);
  });
});

describe('WordDocumentSync state', () => {
  it('is running while edits wait for the change tracker, waiting once they are merged', async () => {
    const { clock, host, sync, ids } = await setup();
    const states: string[] = [];
    sync.onStateChange((state) => states.push(state));
    await clock.advance(0);
    expect(sync.state).toBe('waiting');
    host.edit(ids[0]!, 'Edited.');
    expect(sync.state).toBe('running');
    await clock.advance(1500);
    expect(sync.state).toBe('waiting');
    expect(states.at(-1)).toBe('waiting');
  });
});
