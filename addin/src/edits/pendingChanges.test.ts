import { describe, expect, it } from 'vitest';
import type { HostParagraphMarkup } from '@arcline/web';
import { changesIn, rawRangeOf, rawStretch, reviewedMarkup } from './pendingChanges';

// Word's text of "3. Term. … for three (3) yearsfive (5) years, see Section 1.03." with the other side's deletion and
// insertion, and the section number as a REF field (its code between the marks, its result after the separator).
const text = 'for three (3) yearsfive (5) years, see Section \u0013 REF _Ref1 \\r \u00141.03\u0015.\r';
const markup: HostParagraphMarkup = {
  text,
  changes: [
    { type: 'deleted', author: 'WPT Counsel', start: 4, end: 19 },
    { type: 'added', author: 'WPT Counsel', start: 19, end: 33 },
  ],
};

describe('a paragraph with pending tracked changes, read as the review read it', () => {
  it('leaves out the deletions and the field codes, and maps each character back to Word\'s text', () => {
    const reviewed = reviewedMarkup(markup);
    expect(reviewed.text).toBe('for five (5) years, see Section 1.03.');
    const at = reviewed.text.indexOf('five');
    expect(text.slice(reviewed.rawOffsets[at]!)).toMatch(/^five/);
    expect(rawStretch(reviewed, at, at + 'five (5) years'.length)).toEqual({ start: 19, end: 33 });
    const section = reviewed.text.indexOf('1.03');
    expect(text.slice(reviewed.rawOffsets[section]!, reviewed.rawOffsets[section + 3]! + 1)).toBe('1.03');
  });

  it('finds a stretch across a change by its pieces on each side, never across the deletion', () => {
    const reviewed = reviewedMarkup(markup);
    const stretch = rawStretch(reviewed, 0, reviewed.text.indexOf(','))!;
    expect(rawRangeOf(markup, stretch)).toEqual({ start: { text: 'for ', occurrence: 0 }, end: { text: 'five (5) years', occurrence: 0 } });
    // Inside one run: the text itself.
    expect(rawRangeOf(markup, { start: 19, end: 23 })).toEqual({ start: { text: 'five', occurrence: 0 } });
  });

  it('counts a deletion at the edge of a passage (the words it replaced) and an insertion in it, not a change beside it', () => {
    expect(changesIn(markup, { start: 19, end: 33 }).map((change) => change.type)).toEqual(['deleted', 'added']);
    expect(changesIn(markup, { start: 0, end: 3 })).toEqual([]);
    expect(changesIn(markup, { start: 33, end: 40 })).toEqual([]);
  });
});
