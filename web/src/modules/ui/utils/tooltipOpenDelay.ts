/**
 * How long a tooltip waits before opening: the provider's delay, or none while the skip window after the last
 * tooltip closed is still open (moving along a row of buttons shows each tooltip at once).
 */
export function tooltipOpenDelay(input: { nowMs: number; lastClosedAtMs: number | null; delayMs: number; skipDelayMs: number }): number {
  const { nowMs, lastClosedAtMs, delayMs, skipDelayMs } = input;
  if (lastClosedAtMs !== null && nowMs - lastClosedAtMs < skipDelayMs) return 0;
  return delayMs;
}
