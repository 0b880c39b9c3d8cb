import { describe, expect, it } from 'vitest';
import { diffParts, sameOrder } from './diffParts';

const parts = (...entries: [string, string][]) => entries.map(([partId, content]) => ({ partId, content }));

describe('diffParts', () => {
  it('lists changed, added and deleted parts as change events', () => {
    const sent = parts(['a', 'One'], ['b', 'Two'], ['c', 'Three']);
    const now = parts(['a', 'One'], ['b', 'Two, amended'], ['d', 'Four']);
    expect(diffParts(sent, now)).toEqual([
      { type: 'added-or-changed', paragraphId: 'b', newText: 'Two, amended' },
      { type: 'added-or-changed', paragraphId: 'd', newText: 'Four' },
      { type: 'deleted', paragraphId: 'c' },
    ]);
    expect(diffParts(sent, sent)).toEqual([]);
  });

  it('needs a full upload for a part without id or two parts with one id', () => {
    expect(diffParts(parts(['a', 'x']), parts(['', 'table']))).toBeNull();
    expect(diffParts(parts(['a', 'x']), parts(['a', 'x'], ['a', 'y']))).toBeNull();
  });
});

describe('sameOrder', () => {
  it('accepts edits, deletions and parts appended at the end', () => {
    expect(sameOrder(parts(['a', ''], ['b', ''], ['c', '']), parts(['a', ''], ['c', ''], ['d', '']))).toBe(true);
  });

  it('rejects a part inserted in the middle or moved parts', () => {
    expect(sameOrder(parts(['a', ''], ['b', '']), parts(['a', ''], ['n', ''], ['b', '']))).toBe(false);
    expect(sameOrder(parts(['a', ''], ['b', '']), parts(['b', ''], ['a', '']))).toBe(false);
  });
});
