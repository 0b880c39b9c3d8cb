import type { SimRun } from '../../host/simulated/model/types';

/** The offset in Word's full text (tracked deletions included) of an offset in the current text. */
export function currentToFullOffset(runs: readonly SimRun[], currentOffset: number): number {
  let full = 0;
  let left = currentOffset;
  for (const run of runs) {
    if (run.revision?.type === 'deletion') {
      full += run.text.length;
      continue;
    }
    if (left <= run.text.length) return full + left;
    left -= run.text.length;
    full += run.text.length;
  }
  return full;
}
