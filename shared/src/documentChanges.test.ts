import { describe, expect, it } from 'vitest';
import { applyDocumentChanges } from './documentChanges';

const parts = (...entries: [string, string][]) => entries.map(([partId, content]) => ({ partId, content }));
const ids = (list: { partId: string }[]) => list.map((part) => part.partId);

describe('applyDocumentChanges', () => {
  const document = parts(['a', 'One'], ['b', 'Two'], ['c', 'Three']);

  it('puts a new part right after the part before it, or first', () => {
    expect(ids(applyDocumentChanges(document, [{ type: 'added-or-changed', paragraphId: 'n', newText: 'New', previousPartId: 'a' }]))).toEqual(['a', 'n', 'b', 'c']);
    expect(ids(applyDocumentChanges(document, [{ type: 'added-or-changed', paragraphId: 'n', newText: 'New', previousPartId: null }]))).toEqual(['n', 'a', 'b', 'c']);
  });

  it('moves a part that carries a position, and changes one without in place', () => {
    const moved = applyDocumentChanges(document, [
      { type: 'added-or-changed', paragraphId: 'c', newText: 'Three', previousPartId: null },
      { type: 'added-or-changed', paragraphId: 'b', newText: 'Two!' },
    ]);
    expect(moved).toEqual(parts(['c', 'Three'], ['a', 'One'], ['b', 'Two!']));
  });

  it('deletes parts; an unknown deletion or neighbour does no harm', () => {
    expect(ids(applyDocumentChanges(document, [{ type: 'deleted', paragraphId: 'b' }, { type: 'deleted', paragraphId: 'zz' }]))).toEqual(['a', 'c']);
    expect(ids(applyDocumentChanges(document, [{ type: 'added-or-changed', paragraphId: 'n', newText: '', previousPartId: 'gone' }]))).toEqual(['a', 'b', 'c', 'n']);
  });

  it('appends a new part sent without a position (an older client)', () => {
    expect(ids(applyDocumentChanges(document, [{ type: 'added-or-changed', paragraphId: 'n', newText: 'New' }]))).toEqual(['a', 'b', 'c', 'n']);
  });

  it("keeps a table's cell paragraphs", () => {
    const cellParagraphs = [{ id: 't', text: 'Fee' }];
    expect(applyDocumentChanges([], [{ type: 'added-or-changed', paragraphId: 't', newText: 'Fee', previousPartId: null, cellParagraphs }])).toEqual([
      { partId: 't', content: 'Fee', cellParagraphs },
    ]);
  });
});
