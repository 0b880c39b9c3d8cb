/** Usage tracking's limits (spec 01 §3, §7 /api/engagement/chronicle); zod-free, for the web app's first screen. */
export const USAGE_LIMITS = {
  /** Events per chronicle call; the client batches below it. */
  maxEventsPerBatch: 100,
  /** Serialized size of one event's documentUpdateStatistics. */
  maxStatisticsChars: 8000,
  /** eventTime is believed within this window around the server's clock (issue 26, item 5), else 400. */
  maxEventAheadMs: 5 * 60 * 1000,
  maxEventAgeMs: 7 * 24 * 3600 * 1000,
} as const;

/** How often the web app sends what it has collected; it also sends on page hide. */
export const USAGE_FLUSH_INTERVAL_MS = 5000;
