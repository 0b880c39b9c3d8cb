import { describe, expect, it } from 'vitest';
import { msUntilNextChange, remainingMinutes } from './downloadCountdown';

describe('download countdown', () => {
  it('rounds the minutes left up and stops at 0', () => {
    expect(remainingMinutes(60_000 * 30, 0)).toBe(30);
    expect(remainingMinutes(61_000, 0)).toBe(2);
    expect(remainingMinutes(1, 0)).toBe(1);
    expect(remainingMinutes(5, 5)).toBe(0);
    expect(remainingMinutes(5, 10)).toBe(0);
  });

  it('wakes up exactly when the figure changes', () => {
    expect(msUntilNextChange(61_000, 0)).toBe(1_000);
    expect(msUntilNextChange(120_000, 0)).toBe(60_000);
    expect(msUntilNextChange(4_000, 0)).toBe(4_000);
    expect(msUntilNextChange(10, 10)).toBe(0);
    expect(remainingMinutes(61_000, msUntilNextChange(61_000, 0))).toBe(1);
  });
});
