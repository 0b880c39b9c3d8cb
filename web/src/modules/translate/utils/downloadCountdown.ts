const MINUTE_MS = 60_000;

/** Whole minutes left until the download expires, rounded up: 61 s left is 2 minutes (spec 02 §2). */
export function remainingMinutes(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / MINUTE_MS));
}

/** Milliseconds until the remaining minutes change (or the download expires), so the line refreshes exactly then. */
export function msUntilNextChange(expiresAt: number, now: number): number {
  const left = expiresAt - now;
  if (left <= 0) return 0;
  return left % MINUTE_MS || MINUTE_MS;
}
