import { CONFIGURATION_REFRESH_AFTER_AWAY_MS } from '@arcline/shared';

/** On window focus the configuration is refreshed only after more than 3 minutes away (spec 01 §4, §9). */
export function shouldRefreshAfterAway(awaySinceMs: number | null, nowMs: number): boolean {
  return awaySinceMs !== null && nowMs - awaySinceMs > CONFIGURATION_REFRESH_AFTER_AWAY_MS;
}
