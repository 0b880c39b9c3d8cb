const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/** 1536 → "1.5 KB": one decimal below 10 of a unit, none above. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
