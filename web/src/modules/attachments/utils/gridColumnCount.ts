/**
 * How many columns `repeat(auto-fill, minmax(minColumn, 1fr))` lays out in `width` when columns are `gap` apart:
 * n columns need n × minColumn + (n − 1) × gap.
 */
export function gridColumnCount(width: number, minColumn: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minColumn + gap)));
}
