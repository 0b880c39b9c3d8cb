import { describe, expect, it } from 'vitest';
import { cleanParagraphText } from './cleanParagraphText';

describe('cleanParagraphText', () => {
  it('removes trailing control characters, newlines, tabs and spaces, and nothing inside', () => {
    expect(cleanParagraphText('Clause 1.\tThe parties  \r\n\t\u0007')).toBe('Clause 1.\tThe parties');
    expect(cleanParagraphText('  indented')).toBe('  indented');
    expect(cleanParagraphText('\r')).toBe('');
  });

  it('keeps only the displayed result of a field', () => {
    expect(cleanParagraphText('Page \u0013 PAGE \\* MERGEFORMAT \u00143\u0015 of 9')).toBe('Page 3 of 9');
  });

  it('handles nested fields and a field without a result', () => {
    expect(cleanParagraphText('See \u0013 IF \u0013 REF x \u0014A\u0015 = A "yes" \u0014yes\u0015.')).toBe('See yes.');
    expect(cleanParagraphText('Before\u0013 XE "index entry" \u0015 after')).toBe('Before after');
  });
});
