import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDocumentChanges, type DocumentPart } from '@arcline/shared';
import { diffParts, longestIncreasingRun } from './diffParts';

const parts = (...entries: [string, string][]) => entries.map(([partId, content]) => ({ partId, content }));

describe('diffParts', () => {
  it('lists deleted parts, then changed ones in document order; a part changed in place carries no position', () => {
    const sent = parts(['a', 'One'], ['b', 'Two'], ['c', 'Three']);
    const now = parts(['a', 'One'], ['b', 'Two, amended'], ['d', 'Four']);
    expect(diffParts(sent, now)).toEqual([
      { type: 'deleted', paragraphId: 'c' },
      { type: 'added-or-changed', paragraphId: 'b', newText: 'Two, amended' },
      { type: 'added-or-changed', paragraphId: 'd', newText: 'Four', previousPartId: 'b' },
    ]);
    expect(diffParts(sent, sent)).toEqual([]);
  });

  it('places an inserted part after its neighbour, and one inserted first after none', () => {
    const sent = parts(['a', 'One'], ['b', 'Two']);
    expect(diffParts(sent, parts(['a', 'One'], ['n', 'New'], ['b', 'Two']))).toEqual([
      { type: 'added-or-changed', paragraphId: 'n', newText: 'New', previousPartId: 'a' },
    ]);
    expect(diffParts(sent, parts(['n', 'New'], ['a', 'One'], ['b', 'Two']))).toEqual([
      { type: 'added-or-changed', paragraphId: 'n', newText: 'New', previousPartId: null },
    ]);
  });

  it('moves only the parts that left their order', () => {
    const sent = parts(['a', '1'], ['b', '2'], ['c', '3'], ['d', '4']);
    expect(diffParts(sent, parts(['a', '1'], ['c', '3'], ['d', '4'], ['b', '2']))).toEqual([
      { type: 'added-or-changed', paragraphId: 'b', newText: '2', previousPartId: 'd' },
    ]);
  });

  it("sends a table's cell paragraphs with it, and a change of them alone", () => {
    const table = (text: string): DocumentPart => ({ partId: 't', content: text, cellParagraphs: [{ id: 't', text }] });
    expect(diffParts([table('Fee')], [table('Fee')])).toEqual([]);
    expect(diffParts([table('Fee')], [{ ...table('Fee'), cellParagraphs: [{ id: 'x', text: 'Fee' }] }])).toEqual([
      { type: 'added-or-changed', paragraphId: 't', newText: 'Fee', cellParagraphs: [{ id: 'x', text: 'Fee' }] },
    ]);
  });

  it('needs a full upload for a part without id or two parts with one id', () => {
    expect(diffParts(parts(['a', 'x']), parts(['', 'table']))).toBeNull();
    expect(diffParts(parts(['a', 'x']), parts(['a', 'x'], ['a', 'y']))).toBeNull();
  });

  it('gives, applied by the server, exactly the current parts in their order (any two lists of distinct ids)', () => {
    const ids = fc.uniqueArray(fc.constantFrom(...'abcdefghijklmnop'), { maxLength: 16 });
    const document = ids.chain((list) => fc.tuple(fc.constant(list), fc.array(fc.constantFrom('x', 'y'), { minLength: list.length, maxLength: list.length })));
    fc.assert(
      fc.property(document, document, ([sentIds, sentTexts], [currentIds, currentTexts]) => {
        const sent = sentIds.map((partId, index) => ({ partId, content: sentTexts[index] as string }));
        const current = currentIds.map((partId, index) => ({ partId, content: currentTexts[index] as string }));
        const changes = diffParts(sent, current) ?? [];
        expect(applyDocumentChanges(sent, changes)).toEqual(current);
      }),
      { numRuns: 500 },
    );
  });
});

describe('longestIncreasingRun', () => {
  it('finds the indexes of a longest increasing subsequence', () => {
    expect(longestIncreasingRun([])).toEqual([]);
    expect(longestIncreasingRun([0, 1, 2])).toEqual([0, 1, 2]);
    expect(longestIncreasingRun([3, 0, 1, 2])).toEqual([1, 2, 3]);
    expect(longestIncreasingRun([2, 1, 0]).length).toBe(1);
  });
});
