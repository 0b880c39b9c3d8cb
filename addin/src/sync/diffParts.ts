import type { DocumentChange, DocumentPart } from '@arcline/shared';

/**
 * The change events that turn the parts the server has into the parts the document has now, or null when only a
 * full upload can say it: a part without id (a table starting with a nested table) or two parts with one id.
 *
 * Deletions come first, then the parts that changed, in document order. A new part, and a part that moved, carries
 * its neighbour before it (`previousPartId`), so the server puts it where Word has it; the parts that kept their
 * relative order (the longest such run) stay where they are and are sent only when their text changed.
 */
export function diffParts(sent: readonly DocumentPart[], current: readonly DocumentPart[]): DocumentChange[] | null {
  const before = byId(sent);
  const after = byId(current);
  if (!before || !after) return null;
  const changes: DocumentChange[] = [];
  for (const partId of before.keys()) if (!after.has(partId)) changes.push({ type: 'deleted', paragraphId: partId });
  const staying = partsInPlace(sent, current, after);
  current.forEach((part, index) => {
    const placed = !staying.has(part.partId);
    if (!placed && samePart(before.get(part.partId), part)) return;
    changes.push({
      type: 'added-or-changed',
      paragraphId: part.partId,
      newText: part.content,
      ...(placed ? { previousPartId: index === 0 ? null : (current[index - 1] as DocumentPart).partId } : {}),
      ...(part.cellParagraphs ? { cellParagraphs: part.cellParagraphs } : {}),
    });
  });
  return changes;
}

/** The ids of the parts both lists have that may stay where they are: a longest run whose relative order is kept. */
function partsInPlace(sent: readonly DocumentPart[], current: readonly DocumentPart[], after: ReadonlyMap<string, DocumentPart>): Set<string> {
  const sentIndex = new Map(sent.filter((part) => after.has(part.partId)).map((part, index) => [part.partId, index]));
  const common = current.filter((part) => sentIndex.has(part.partId));
  const longest = longestIncreasingRun(common.map((part) => sentIndex.get(part.partId) as number));
  return new Set(longest.map((index) => (common[index] as DocumentPart).partId));
}

/** Indexes into `values` of a longest strictly increasing subsequence (patience sorting, O(n log n)). */
export function longestIncreasingRun(values: readonly number[]): number[] {
  /** tails[k]: index of the smallest last value of an increasing run of length k + 1. */
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  });
  const run: number[] = [];
  for (let index = tails.at(-1) ?? -1; index !== -1; index = previous[index] as number) run.push(index);
  return run.reverse();
}

function samePart(before: DocumentPart | undefined, after: DocumentPart): boolean {
  return before !== undefined && before.content === after.content && JSON.stringify(before.cellParagraphs ?? null) === JSON.stringify(after.cellParagraphs ?? null);
}

function byId(parts: readonly DocumentPart[]): Map<string, DocumentPart> | null {
  const map = new Map<string, DocumentPart>();
  for (const part of parts) {
    if (part.partId === '' || map.has(part.partId)) return null;
    map.set(part.partId, part);
  }
  return map;
}
