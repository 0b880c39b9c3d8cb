import { describe, expect, it } from 'vitest';
import type { ContextPassage } from './types';
import { HIGHLIGHT_END, HIGHLIGHT_START } from './types';
import { parseHighlighted, verifyQuote } from './quotes';
import { verifyCitations, verifyMatrixReference } from './verification';

const passage = (ordinal: number, text: string): ContextPassage => ({
  sourceType: 'attachment',
  sourceId: 'contract',
  sourceName: 'contract.txt',
  partId: null,
  ordinal,
  text,
});
const LAW = passage(0, '9.05. Applicable Law. This Agreement shall be governed by the laws of the State of Texas.');
const TERM = passage(1, '6.01. Term. The term of this Agreement shall terminate on May 31, 2015, unless sooner terminated.');

describe('verifyCitations', () => {
  it('keeps verbatim quotes, moves a quote to the passage that really holds it, and drops fabricated ones', () => {
    const { citations, dropped, perClaim } = verifyCitations(
      [
        { passage: LAW, quote: 'governed by the laws of the State of Texas' },
        { passage: LAW, quote: 'shall terminate on May 31, 2015' },
        { passage: TERM, quote: 'This Agreement shall be governed by the laws of the State of Delaware.' },
      ],
      [LAW, TERM],
    );
    expect(citations).toEqual([
      { ...citationOf(LAW), quote: 'governed by the laws of the State of Texas' },
      { ...citationOf(TERM), quote: 'shall terminate on May 31, 2015' },
    ]);
    expect(dropped).toEqual(['This Agreement shall be governed by the laws of the State of Delaware.']);
    expect(perClaim[2]).toBeNull();
  });
});

function citationOf(source: ContextPassage) {
  const { text: _text, ...rest } = source;
  return { ...rest, verified: true };
}

describe('verifyMatrixReference', () => {
  const paragraphs = [LAW.text, TERM.text];

  it('rebuilds a verbatim reference from the document text', () => {
    const checked = verifyMatrixReference(`Applicable Law. ${HIGHLIGHT_START}governed by the laws of the State of Texas${HIGHLIGHT_END}`, paragraphs);
    expect(checked.note).toBeNull();
    expect(parseHighlighted(checked.referenceResult)).toEqual({ passage: LAW.text, quote: 'governed by the laws of the State of Texas' });
  });

  it('replaces a quote that is not verbatim by the closest sentence of the document, and says so', () => {
    const checked = verifyMatrixReference(`${HIGHLIGHT_START}The term of the Agreement ends on May 31, 2015.${HIGHLIGHT_END}`, paragraphs);
    const { quote } = parseHighlighted(checked.referenceResult);
    expect(verifyQuote(quote, TERM.text)).toBe(true);
    expect(quote).toContain('May 31, 2015');
    expect(checked.note).toMatch(/not found word for word/);
  });

  it('removes a reference that matches nothing in the document, and says so', () => {
    const checked = verifyMatrixReference(`${HIGHLIGHT_START}Mining of cryptocurrency is prohibited.${HIGHLIGHT_END}`, paragraphs);
    expect(checked).toEqual({ referenceResult: '', note: 'The quoted text was not found in the document, so no reference is shown.' });
  });
});
