import { describe, expect, it } from 'vitest';
import { SIDEBAR_TOOLTIP_DELAY_MS, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@arcline/shared';
import { tooltipOpenDelay } from './tooltipOpenDelay';

const base = { delayMs: TOOLTIP_DELAY_MS, skipDelayMs: TOOLTIP_SKIP_DELAY_MS };

describe('tooltipOpenDelay', () => {
  it('waits 700 ms for the first tooltip', () => {
    expect(tooltipOpenDelay({ ...base, nowMs: 10_000, lastClosedAtMs: null })).toBe(700);
  });

  it('opens at once within 300 ms of the last tooltip closing', () => {
    expect(tooltipOpenDelay({ ...base, nowMs: 10_299, lastClosedAtMs: 10_000 })).toBe(0);
    expect(tooltipOpenDelay({ ...base, nowMs: 10_300, lastClosedAtMs: 10_000 })).toBe(700);
  });

  it('uses the sidebar delay of 0 ms when given', () => {
    expect(tooltipOpenDelay({ ...base, delayMs: SIDEBAR_TOOLTIP_DELAY_MS, nowMs: 10_000, lastClosedAtMs: null })).toBe(0);
  });
});
