import { describe, expect, it } from 'vitest';
import { CONFIGURATION_REFRESH_AFTER_AWAY_MS } from '@arcline/shared';
import { shouldRefreshAfterAway } from './shouldRefreshAfterAway';

describe('shouldRefreshAfterAway', () => {
  it('refreshes only after more than 3 minutes away', () => {
    expect(shouldRefreshAfterAway(0, CONFIGURATION_REFRESH_AFTER_AWAY_MS)).toBe(false);
    expect(shouldRefreshAfterAway(0, CONFIGURATION_REFRESH_AFTER_AWAY_MS + 1)).toBe(true);
  });

  it('does not refresh when the window was never left', () => {
    expect(shouldRefreshAfterAway(null, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
