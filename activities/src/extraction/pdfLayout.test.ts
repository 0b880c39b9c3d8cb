import { describe, expect, it } from 'vitest';
import { pageParagraphs, type PlacedText } from './pdfLayout';

const FONT_SIZE = 10;
const LINE_SPACING = 12;
const CHAR_WIDTH = 5;
const LEFT_MARGIN = 72;
const TOP = 700;

/** One run per line, on a page typeset with 10 pt type and 12 pt leading. */
function line(text: string, lineNumber: number, options: { indent?: number; extraSpace?: number } = {}): PlacedText {
  return {
    text,
    x: LEFT_MARGIN + (options.indent ?? 0),
    y: TOP - lineNumber * LINE_SPACING - (options.extraSpace ?? 0),
    width: text.length * CHAR_WIDTH,
    fontSize: FONT_SIZE,
    endsLine: true,
  };
}

describe('pageParagraphs', () => {
  it('joins wrapped lines and starts a paragraph after extra vertical space', () => {
    const runs = [
      line('The Distributor shall use commercially reasonable', 0),
      line('efforts to market the Products.', 1),
      line('Prices do not include transportation costs, which', 2, { extraSpace: 8 }),
      line('shall be borne by the Distributor.', 3, { extraSpace: 8 }),
      line('Terms are net cash upon delivery, unless agreed', 4, { extraSpace: 16 }),
      line('otherwise in writing.', 5, { extraSpace: 16 }),
    ];

    expect(pageParagraphs(runs)).toEqual([
      'The Distributor shall use commercially reasonable efforts to market the Products.',
      'Prices do not include transportation costs, which shall be borne by the Distributor.',
      'Terms are net cash upon delivery, unless agreed otherwise in writing.',
    ]);
  });

  it('starts a paragraph at an indented line that follows a short one', () => {
    const runs = [
      line('This Agreement is governed by the laws of the State', 0),
      line('of Texas.', 1),
      line('Any notice shall be in writing and sent by', 2, { indent: 20 }),
      line('registered mail.', 3),
    ];

    expect(pageParagraphs(runs)).toEqual([
      'This Agreement is governed by the laws of the State of Texas.',
      'Any notice shall be in writing and sent by registered mail.',
    ]);
  });

  it('keeps hyphens at line ends but does not split the word with a space', () => {
    const runs = ['a non-', 'exclusive licence and a third-', 'party', 'Trace-', 'Monkey'].map((text, index) =>
      line(text, index),
    );

    expect(pageParagraphs(runs)).toEqual(['a non-exclusive licence and a third-party Trace- Monkey']);
  });

  it('puts runs of one baseline on one line, spacing them only where there is a gap, superscripts included', () => {
    const runs: PlacedText[] = [
      { text: 'Andreas Gal', x: 100, y: 600, width: 55, fontSize: 11, endsLine: false },
      { text: '∗', x: 155, y: 604, width: 4, fontSize: 8, endsLine: false },
      { text: ', Brendan', x: 159, y: 600, width: 45, fontSize: 11, endsLine: false },
      { text: 'Eich', x: 207, y: 600, width: 20, fontSize: 11, endsLine: false },
    ];

    expect(pageParagraphs(runs)).toEqual(['Andreas Gal∗, Brendan Eich']);
  });

  it('starts a paragraph where the type size changes, as after a heading', () => {
    const heading: PlacedText = {
      text: 'ARTICLE I',
      x: LEFT_MARGIN,
      y: TOP + 14,
      width: 60,
      fontSize: 14,
      endsLine: true,
    };

    expect(pageParagraphs([heading, line('Appointment of the Distributor.', 0)])).toEqual([
      'ARTICLE I',
      'Appointment of the Distributor.',
    ]);
  });
});
