import { SYNC_UPDATE_TYPES } from '@arcline/shared';
import { max, median, min, quantileSorted, sum } from 'simple-statistics';

/** One sync of the word-document sync (spec 01 §3, sync statistics). */
export interface SyncRecord {
  type: (typeof SYNC_UPDATE_TYPES)[keyof typeof SYNC_UPDATE_TYPES];
  durationMs: number;
  initial: boolean;
  paragraphsChanged: number;
  paragraphsDeleted: number;
  changeEvents: number;
}

/** Type aliases, not interfaces: the chronicle's schema (shared/src/usage.ts) takes them as maps of numbers. */
export type MetricSummary = {
  count: number;
  sum: number;
  min: number;
  max: number;
  median: number;
  p90: number;
  p95: number;
};

type UpdateSummary = {
  numberOfSyncs: number;
  syncDurationMs: MetricSummary;
  numberOfParagraphsChanged: MetricSummary;
  numberOfParagraphsDeleted: MetricSummary;
  numberOfParagraphChangeEvents: MetricSummary;
};

/** What the `full-document-cache-sync` user action carries: one summary per update type. */
export type DocumentUpdateStatistics = {
  fullUpdate: UpdateSummary & { numberOfInitialSyncs: number };
  incrementalUpdate: UpdateSummary;
};

/** Collects sync records and summarises them (count, sum, min, max, median, 90th and 95th percentile per metric). */
export class SyncStatistics {
  private records: SyncRecord[] = [];

  record(entry: SyncRecord): void {
    this.records.push(entry);
  }

  /** The summary of everything recorded since the last take, and a fresh start. */
  take(): DocumentUpdateStatistics {
    const records = this.records;
    this.records = [];
    const full = records.filter((entry) => entry.type === SYNC_UPDATE_TYPES.full);
    return {
      fullUpdate: { ...summariseUpdates(full), numberOfInitialSyncs: full.filter((entry) => entry.initial).length },
      incrementalUpdate: summariseUpdates(records.filter((entry) => entry.type === SYNC_UPDATE_TYPES.incremental)),
    };
  }
}

function summariseUpdates(records: readonly SyncRecord[]): UpdateSummary {
  return {
    numberOfSyncs: records.length,
    syncDurationMs: summarise(records.map((entry) => entry.durationMs)),
    numberOfParagraphsChanged: summarise(records.map((entry) => entry.paragraphsChanged)),
    numberOfParagraphsDeleted: summarise(records.map((entry) => entry.paragraphsDeleted)),
    numberOfParagraphChangeEvents: summarise(records.map((entry) => entry.changeEvents)),
  };
}

export function summarise(values: readonly number[]): MetricSummary {
  if (values.length === 0) return { count: 0, sum: 0, min: 0, max: 0, median: 0, p90: 0, p95: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: values.length,
    sum: sum(sorted),
    min: min(sorted),
    max: max(sorted),
    median: median(sorted),
    p90: quantileSorted(sorted, 0.9),
    p95: quantileSorted(sorted, 0.95),
  };
}
