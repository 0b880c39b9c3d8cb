import { describe, expect, it } from 'vitest';
import { ChangeTracker, type TrackedChanges } from './ChangeTracker';
import { ManualClock } from './testing/ManualClock';
import { MemoryDocumentHost } from './testing/MemoryDocumentHost';
import { silentLogger } from './testing/silentLogger';

async function setup(texts = ['One', 'Two', 'Three']) {
  const clock = new ManualClock();
  const host = new MemoryDocumentHost(texts);
  const broadcasts: TrackedChanges[] = [];
  const tracker = new ChangeTracker({ host, clock, logger: silentLogger(), onChanges: (changes) => broadcasts.push(changes) });
  await tracker.start();
  await clock.advance(0);
  const [first, second, third] = host.paragraphs.map((paragraph) => paragraph.id) as [string, string, string];
  return { clock, host, tracker, broadcasts, first, second, third };
}

describe('ChangeTracker', () => {
  it('registers the paragraph handlers on start and removes them on stop', async () => {
    const { host, tracker } = await setup();
    expect(host.listenerCount).toBe(1);
    await tracker.stop();
    expect(host.listenerCount).toBe(0);
    expect(tracker.runner.state).toBe('stopped');
  });

  it('reads changed paragraphs every 1500 ms and broadcasts their texts', async () => {
    const { clock, host, broadcasts, second } = await setup();
    host.edit(second, 'Two, amended');
    await clock.advance(1499);
    expect(broadcasts).toHaveLength(0);
    await clock.advance(1);
    expect(broadcasts).toEqual([{ changed: new Map([[second, 'Two, amended']]), deleted: new Set() }]);
    expect(host.readIds).toEqual([second]);
  });

  it('lets a deletion cancel a pending change of the same paragraph', async () => {
    const { clock, host, broadcasts, first } = await setup();
    host.edit(first, 'changed');
    host.remove(first);
    await clock.advance(1500);
    expect(broadcasts).toEqual([{ changed: new Map(), deleted: new Set([first]) }]);
    expect(host.readIds).toEqual([]);
  });

  it('treats a changed paragraph that is gone by read time as deleted', async () => {
    const { clock, host, broadcasts, third } = await setup();
    host.edit(third, 'changed');
    host.paragraphs.pop();
    await clock.advance(1500);
    expect(broadcasts).toEqual([{ changed: new Map(), deleted: new Set([third]) }]);
  });

  it('puts the ids back on a read error and broadcasts them on the retry', async () => {
    const { clock, host, tracker, broadcasts, first } = await setup();
    host.edit(first, 'retry me');
    host.failNextReads(1);
    await clock.advance(1500);
    expect(tracker.runner.state).toBe('error-retrying');
    expect(broadcasts).toHaveLength(0);
    await clock.advance(1000);
    expect(broadcasts).toEqual([{ changed: new Map([[first, 'retry me']]), deleted: new Set() }]);
    expect(tracker.runner.state).toBe('waiting');
  });

  it('is idle when nothing is pending and no event came for 2500 ms', async () => {
    const { clock, host, tracker, first } = await setup();
    await clock.advance(3000);
    expect(tracker.isIdle()).toBe(true);
    host.edit(first, 'x');
    expect(tracker.isIdle()).toBe(false);
    expect(tracker.eventCount).toBe(1);
    await clock.advance(1500);
    expect(tracker.isIdle()).toBe(false);
    await clock.advance(1000);
    expect(tracker.isIdle()).toBe(true);
  });
});
