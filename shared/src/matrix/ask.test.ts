import { describe, expect, it } from 'vitest';
import { highlightCitation } from './ask';

describe('highlightCitation', () => {
  it("highlights the cited quote instead of the cell's own, and gives way when the passage no longer holds it", () => {
    const reference = 'This Agreement <<shall be governed by the laws of the State of Texas>>. All payments...';
    expect(highlightCitation(reference, 'the State of Texas')).toBe('This Agreement shall be governed by the laws of <<the State of Texas>>. All payments...');
    expect(highlightCitation(reference.replace('Texas', 'New York'), 'the State of Texas')).toBeNull();
    expect(highlightCitation(null, 'Texas')).toBeNull();
  });
});
