import { describe, expect, it } from 'vitest';
import { highlight, locateQuote, parseHighlighted, verifyQuote } from './quotes';
import { HIGHLIGHT_END, HIGHLIGHT_START } from './types';

const SOURCE = '9.05.  Applicable Law. This Agreement shall be governed by the laws of the State of Texas.  All payments hereunder shall be made at Company\u2019s offices at Frisco, Texas.';

describe('verifyQuote', () => {
  it('accepts a verbatim quote whatever its whitespace, quote marks and final full stop', () => {
    expect(verifyQuote('This Agreement shall be governed by the laws of the State of Texas.', SOURCE)).toBe(true);
    expect(verifyQuote('This Agreement  shall be\ngoverned by the laws of the State of Texas', SOURCE)).toBe(true);
    expect(verifyQuote("payments hereunder shall be made at Company's offices", SOURCE)).toBe(true);
    expect(verifyQuote('\u201CThis Agreement shall be governed by the laws of the State of Texas.\u201D', SOURCE)).toBe(true);
  });

  it('accepts a quote elided with an ellipsis when every part occurs in order', () => {
    expect(verifyQuote('This Agreement shall be governed \u2026 State of Texas', SOURCE)).toBe(true);
    expect(verifyQuote('State of Texas ... This Agreement shall be governed', SOURCE)).toBe(false);
  });

  it('rejects a paraphrase, a changed word, a different case and an empty quote', () => {
    expect(verifyQuote('This Agreement is governed by Texas law.', SOURCE)).toBe(false);
    expect(verifyQuote('This Agreement shall be governed by the laws of the State of Delaware.', SOURCE)).toBe(false);
    expect(verifyQuote('THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF TEXAS.', SOURCE)).toBe(false);
    expect(verifyQuote('  ', SOURCE)).toBe(false);
  });

  it('locates the quote in the original text, so highlighting keeps the source exactly', () => {
    const location = locateQuote('governed by the  laws of the State of Texas', SOURCE)!;
    expect(SOURCE.slice(location.start, location.end)).toBe('governed by the laws of the State of Texas');
    const reference = highlight(SOURCE, location);
    expect(reference).toContain(`${HIGHLIGHT_START}governed by the laws of the State of Texas${HIGHLIGHT_END}`);
    expect(parseHighlighted(reference)).toEqual({ passage: SOURCE, quote: 'governed by the laws of the State of Texas' });
  });

  it('keeps a trailing full stop when the source has it', () => {
    const location = locateQuote('the laws of the State of Texas.', SOURCE)!;
    expect(SOURCE.slice(location.start, location.end)).toBe('the laws of the State of Texas.');
  });
});
