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

describe('citations of the Word document (issue 29 item 4)', () => {
  const document = (partId: string, text: string, cellParagraphs?: ContextPassage['cellParagraphs']): ContextPassage => ({
    sourceType: 'document',
    sourceId: 'doc',
    sourceName: 'The open document',
    partId,
    ordinal: 3,
    text,
    ...(cellParagraphs ? { cellParagraphs } : {}),
  });

  it('names a quote by its clause number or first words, and a quote in a table cell by the cell it is in', () => {
    const law = document('p1', '9.05. Applicable Law. This Agreement shall be governed by the laws of the State of Texas.');
    const preamble = document('p2', 'NOW, THEREFORE, in consideration of the promises hereinafter made by the parties');
    const fees = document('t1', 'Rate | Payment\nGBP 250 per hour | thirty (30) days', [
      { id: 't1', text: 'Rate' },
      { id: 't2', text: 'Payment' },
      { id: 't3', text: 'GBP 250 per hour' },
      { id: 't4', text: 'thirty (30) days' },
    ]);
    const { citations } = verifyCitations(
      [
        { passage: law, quote: 'the State of Texas' },
        { passage: preamble, quote: 'in consideration of the promises' },
        { passage: fees, quote: 'GBP 250 per hour' },
        { passage: fees, quote: 'Rate | Payment' },
      ],
      [law, preamble, fees],
    );
    expect(citations.map((citation) => [citation.partId, citation.label])).toEqual([
      ['p1', 'Clause 9.05'],
      ['p2', 'NOW, THEREFORE, in consideration of the…'],
      ['t3', 'Table: GBP 250 per hour'],
      ['t1', 'Table: Rate'],
    ]);
    expect(verifyCitations([{ passage: LAW, quote: 'the State of Texas' }], [LAW]).citations[0]).not.toHaveProperty('label');
  });
});

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
