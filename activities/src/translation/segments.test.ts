import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import JSZip from 'jszip';
import { OFFICE_TEXT, paragraphPattern } from './documentText';
import { paragraphScanner, segmentTextsOf, translateFileBySegments } from './segments';

const testdata = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'testdata', name));

/** A part whose paragraphs hold a text box with paragraphs of its own, multi-byte text and a paragraph property tag. */
const NESTED = [
  '<w:body><w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>Æble – “quoted” 12.04</w:t></w:r></w:p>',
  '<w:p><w:r><w:pict><w:txbxContent><w:p><w:r><w:t>inside the box</w:t></w:r></w:p></w:txbxContent></w:pict></w:r>',
  '<w:r><w:t xml:space="preserve"> after the box</w:t></w:r></w:p><w:p/><w:p w:rsidR="00A1"><w:r><w:t>Last &amp; least</w:t></w:r></w:p></w:body>',
].join('');

/** The pieces the scanner gives when the text arrives cut at `cuts`. */
function scanInChunks(xml: string, cuts: number[]): { piece: string; paragraph: boolean }[] {
  const pieces: { piece: string; paragraph: boolean }[] = [];
  const scanner = paragraphScanner(['w:p'], (piece, paragraph) => pieces.push({ piece, paragraph }));
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    scanner.write(xml.slice(from, cut));
    from = cut;
  }
  scanner.write(xml.slice(from));
  scanner.end();
  return pieces;
}

describe('segment translation of office files, streamed', () => {
  it('finds, whatever the chunks, the paragraphs the pattern finds in the whole text, and loses no character', async () => {
    const documentXml = await (await JSZip.loadAsync(testdata('tables.docx'))).file('word/document.xml')!.async('string');
    for (const xml of [NESTED, documentXml.slice(0, 20_000)]) {
      const whole = [...xml.matchAll(paragraphPattern(['w:p']))].map((match) => match[0]);
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: xml.length }), { maxLength: 40 }), (cuts) => {
          const pieces = scanInChunks(xml, cuts);
          expect(pieces.map(({ piece }) => piece).join('')).toBe(xml);
          expect(pieces.filter(({ paragraph }) => paragraph).map(({ piece }) => piece)).toEqual(whole);
          // No tag and no text between two tags is cut in two: every piece but the last ends where a tag starts.
          for (const [index, { piece }] of pieces.slice(0, -1).entries()) expect(pieces[index + 1]!.piece.startsWith('<') || piece.endsWith('>')).toBe(true);
        }),
        { numRuns: 200 },
      );
    }
  });

  it.each([
    ['tables.docx', 'docx'],
    ['SampleShow.pptx', 'pptx'],
    ['Tables.xlsx', 'xlsx'],
  ] as const)('translates every segment of %s in place, each part from its own first segment', async (name, kind) => {
    const bytes = testdata(name);
    const before = await segmentTextsOf({ bytes, kind });
    expect(before.length).toBeGreaterThan(3);
    // Upper case, the runs' inline tags kept as the engines keep them.
    const upper = (segment: string) => segment.split(/(<\/?t\d+>)/).map((part, index) => (index % 2 ? part : part.toUpperCase())).join('');
    const translated = await translateFileBySegments({ bytes, kind }, async (segments) => segments.map(upper));
    expect(await segmentTextsOf({ bytes: translated, kind })).toEqual(before.map((segment) => segment.toUpperCase()));
    // Everything but the translatable parts is as it was.
    const [source, result] = await Promise.all([JSZip.loadAsync(bytes), JSZip.loadAsync(translated)]);
    const filesOf = (zip: JSZip) => Object.keys(zip.files).filter((file) => !zip.files[file]!.dir).sort();
    expect(filesOf(result)).toEqual(filesOf(source));
    for (const file of Object.keys(source.files).filter((file) => !OFFICE_TEXT[kind].parts.test(file) && !source.files[file]!.dir)) {
      expect(await result.file(file)!.async('string'), file).toBe(await source.file(file)!.async('string'));
    }
  });
});
