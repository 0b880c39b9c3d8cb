import { describe, expect, it } from 'vitest';
import { INSERT_POSITION_CONTEXT_CHARS, WORD_SEARCH_MAX_CHARS } from '@arcline/shared';
import { locateChanges, MATCH_EDGE_CHARS, occurrenceAt, rangeOf } from './locateChanges';
import { diffOperations } from './planEdits';

/** Word's search: case-sensitive matches that do not overlap. */
function searchAll(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) found.push(at);
  return found;
}

describe('occurrenceAt', () => {
  it('counts the matches before a position as Word finds them', () => {
    const text = 'the Supplier and the Supplier and the Supplier';
    expect(occurrenceAt(text, 'the Supplier', 0)).toBe(0);
    expect(occurrenceAt(text, 'the Supplier', 17)).toBe(1);
    expect(occurrenceAt(text, 'the Supplier', 34)).toBe(2);
    expect(occurrenceAt(text, 'the Supplier', 5)).toBeNull();
  });

  it('knows a match hidden inside an overlapping one cannot be found', () => {
    expect(occurrenceAt('aaaa', 'aa', 2)).toBe(1);
    expect(occurrenceAt('aaaa', 'aa', 1)).toBeNull();
  });
});

describe('rangeOf (spec 01 §5: first and last characters of a long text)', () => {
  const sentence = 'The Distributor shall use its best efforts to promote the Products in the Territory. ';
  const long = Array.from({ length: 8 }, (_, index) => `${index + 1}. ${sentence}`).join('');

  it('finds a short text whole, at its own occurrence', () => {
    const at = long.indexOf('4. The Distributor') + 7;
    expect(rangeOf(long, at, at + 11)).toEqual({ start: { text: 'Distributor', occurrence: 3 } });
  });

  it('matches a long text by its first and last characters, each piece within what Word can search', () => {
    expect(MATCH_EDGE_CHARS).toBe(WORD_SEARCH_MAX_CHARS);
    const start = long.indexOf('3. The');
    const end = start + 400;
    const range = rangeOf(long, start, end);
    expect(range?.start.text).toBe(long.slice(start, start + MATCH_EDGE_CHARS));
    expect(range?.end?.text).toBe(long.slice(end - MATCH_EDGE_CHARS, end));
    expect(searchAll(long, range!.start.text)[range!.start.occurrence]).toBe(start);
    expect(searchAll(long, range!.end!.text)[range!.end!.occurrence]).toBe(end - MATCH_EDGE_CHARS);
  });

  it('takes a text Word can search whole', () => {
    expect(rangeOf(long, 0, MATCH_EDGE_CHARS)?.end).toBeUndefined();
  });

  it('cannot tell apart a piece that hides inside an overlapping repeat', () => {
    const periodic = sentence.repeat(8);
    expect(rangeOf(periodic, sentence.length * 2, sentence.length * 2 + 400)).toBeNull();
  });
});

describe('locateChanges', () => {
  it('places an insert after the 20 characters before it, at the right one of repeated contexts', () => {
    const text = 'Payment is due in 30 days. Payment is due in 30 days.';
    const at = text.lastIndexOf(' days');
    const { changes } = locateChanges(text, [{ operator: 'insert', startPosition: at, originalText: '', operandText: ' calendar' }]);
    const anchor = text.slice(at - INSERT_POSITION_CONTEXT_CHARS, at);
    expect(changes).toEqual([{ type: 'insert', side: 'After', text: ' calendar', anchor: { start: { text: anchor, occurrence: 1 } } }]);
  });

  it('places an insert at the start before the 20 characters after it, and fills an empty paragraph', () => {
    const { changes } = locateChanges('Definitions apply throughout.', [{ operator: 'insert', startPosition: 0, originalText: '', operandText: '1. ' }]);
    expect(changes).toEqual([{ type: 'insert', side: 'Before', text: '1. ', anchor: { start: { text: 'Definitions apply th', occurrence: 0 } } }]);
    expect(locateChanges('', [{ operator: 'insert', startPosition: 0, originalText: '', operandText: 'New' }]).changes).toEqual([{ type: 'insertIntoEmpty', text: 'New' }]);
  });

  it('orders changes from the end of the paragraph, replaces and deletes by their text', () => {
    const before = 'the Supplier pays and the Supplier delivers promptly';
    const after = 'the Supplier pays and the Vendor delivers';
    const { changes, unlocated } = locateChanges(before, diffOperations(before, after));
    expect(unlocated).toEqual([]);
    expect(changes).toEqual([
      { type: 'replace', range: { start: { text: ' promptly', occurrence: 0 } }, text: '' },
      { type: 'replace', range: { start: { text: 'Supplier', occurrence: 1 } }, text: 'Vendor' },
    ]);
  });
});
