import { describe, expect, it } from 'vitest';
import { SyncStatistics, summarise, type SyncRecord } from './SyncStatistics';

const sync = (type: SyncRecord['type'], durationMs: number, extra: Partial<SyncRecord> = {}): SyncRecord => ({
  type,
  durationMs,
  initial: false,
  paragraphsChanged: 0,
  paragraphsDeleted: 0,
  changeEvents: 0,
  ...extra,
});

describe('SyncStatistics', () => {
  it('summarises a metric: count, sum, min, max, median, 90th and 95th percentile (linear interpolation)', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(summarise(values)).toEqual({ count: 20, sum: 210, min: 1, max: 20, median: 10.5, p90: 18.1, p95: 19.05 });
    expect(summarise([])).toEqual({ count: 0, sum: 0, min: 0, max: 0, median: 0, p90: 0, p95: 0 });
  });

  it('reports full and incremental updates apart, the initial count only for full ones, and starts afresh', () => {
    const statistics = new SyncStatistics();
    statistics.record(sync('full-update', 900, { initial: true, paragraphsChanged: 2000 }));
    statistics.record(sync('incremental-update', 12, { paragraphsChanged: 1, changeEvents: 3 }));
    statistics.record(sync('incremental-update', 8, { paragraphsDeleted: 1, changeEvents: 1 }));
    const report = statistics.take();
    expect(report.fullUpdate.numberOfSyncs).toBe(1);
    expect(report.fullUpdate.numberOfInitialSyncs).toBe(1);
    expect(report.fullUpdate.numberOfParagraphsChanged.sum).toBe(2000);
    expect(report.incrementalUpdate.numberOfSyncs).toBe(2);
    expect(report.incrementalUpdate).not.toHaveProperty('numberOfInitialSyncs');
    expect(report.incrementalUpdate.syncDurationMs).toMatchObject({ count: 2, sum: 20, min: 8, max: 12, median: 10 });
    expect(report.incrementalUpdate.numberOfParagraphChangeEvents.sum).toBe(4);
    expect(statistics.take().incrementalUpdate.numberOfSyncs).toBe(0);
  });
});
