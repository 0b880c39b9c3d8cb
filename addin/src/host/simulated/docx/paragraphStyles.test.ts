import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import { ParagraphStyles } from './paragraphStyles';
import { W_NS } from './wordXml';

const xml = (text: string) => new DOMParser().parseFromString(text, 'text/xml').documentElement as unknown as Element;
const styles = xml(
  `<w:styles xmlns:w="${W_NS}"><w:style w:styleId="Title"><w:name w:val="Title"/></w:style><w:style w:styleId="H2"><w:name w:val="heading 2"/>` +
    '<w:pPr><w:numPr><w:ilvl w:val="1"/><w:numId w:val="7"/></w:numPr></w:pPr></w:style></w:styles>',
);
const levels = (...entries: [string, string, number?][]) =>
  entries.map(([format, text, start], level) => `<w:lvl w:ilvl="${level}"><w:start w:val="${start ?? 1}"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/></w:lvl>`).join('');
const numbering = xml(
  `<w:numbering xmlns:w="${W_NS}"><w:abstractNum w:abstractNumId="3">${levels(['decimal', '%1.'], ['decimal', '%1.%2'], ['lowerRoman', '(%3)'])}</w:abstractNum>` +
    `<w:abstractNum w:abstractNumId="4">${levels(['upperLetter', '%1)', 3])}</w:abstractNum>` +
    '<w:num w:numId="7"><w:abstractNumId w:val="3"/></w:num><w:num w:numId="8"><w:abstractNumId w:val="4"/></w:num></w:numbering>',
);
const paragraph = (properties: string) => xml(`<w:p xmlns:w="${W_NS}"><w:pPr>${properties}</w:pPr></w:p>`);
const item = (numId: number, level: number) => paragraph(`<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr>`);

describe('ParagraphStyles', () => {
  it("reads a heading's level from its style name, a Title as 1, and numbering a style carries", () => {
    const read = new ParagraphStyles(styles, numbering);
    expect(read.lookOf(paragraph('<w:pStyle w:val="Title"/>'))).toEqual({ headingLevel: 1 });
    expect(read.lookOf(paragraph('<w:pStyle w:val="H2"/>'))).toEqual({ headingLevel: 2, listLabel: '1.1' });
    expect(read.lookOf(paragraph(''))).toEqual({});
  });

  it('counts list items in document order, restarting a level when the one above it advances, in each format', () => {
    const read = new ParagraphStyles(styles, numbering);
    const labels = [item(7, 0), item(7, 1), item(7, 2), item(7, 2), item(7, 1), item(7, 0), item(7, 2), item(8, 0), item(8, 0), item(9, 0)].map(
      (element) => read.lookOf(element).listLabel,
    );
    expect(labels).toEqual(['1.', '1.1', '(i)', '(ii)', '1.2', '2.', '(i)', 'C)', 'D)', undefined]);
  });
});
