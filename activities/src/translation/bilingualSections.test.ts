import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createApertiumEngine } from './apertium';
import { bilingualDocx } from './bilingualDocx';
import { segmentSectionsOf, segmentTextsOf } from './segments';

const FIXTURES = path.resolve(__dirname, '../../../../shared/fixtures/office/docx');
const digitsOf = (text: string | null) => (text ?? '').match(/\d+/g)?.join(' ') ?? '';

/**
 * The side-by-side pairs paragraphs by their place in the document's structure (issue 30): every fixture .docx
 * through Apertium, whose zip lists the parts in another order than Word's, so a flat list of paragraphs shifted.
 */
describe('side-by-side sections on every fixture .docx', () => {
  const apertium = createApertiumEngine();
  const names = readdirSync(FIXTURES).filter((name) => name.endsWith('.docx'));

  it.each(names)('%s: each part on its own, paragraph for paragraph', async (name) => {
    const source = readFileSync(path.join(FIXTURES, name));
    const translated = await apertium.translateFile({ bytes: source, kind: 'docx' }, { source: 'da', target: 'nb' });
    const [before, after] = await Promise.all([segmentSectionsOf({ bytes: source, kind: 'docx' }), segmentSectionsOf({ bytes: translated, kind: 'docx' })]);
    expect(after.map((section) => section.key)).toEqual(before.map((section) => section.key));
    for (const [index, section] of before.entries()) {
      const other = after[index]!;
      expect(other.paragraphs.length).toBe(section.paragraphs.length);
      // Figures are kept by the protection, so a row lines up exactly when its figures agree.
      expect(other.paragraphs.map(digitsOf)).toEqual(section.paragraphs.map(digitsOf));
      expect(other.paragraphs.map((text) => text === null)).toEqual(section.paragraphs.map((text) => text === null));
    }
    const bilingual = await bilingualDocx(
      before.map((section, index) => ({ key: section.key, source: section.paragraphs, translated: after[index]!.paragraphs })),
      { source: 'da', target: 'nb' },
      name,
    );
    const xml = await (await JSZip.loadAsync(bilingual)).file('word/document.xml')!.async('string');
    if (before.some((section) => section.key === 'word/document.xml' && section.paragraphs.some(Boolean))) expect(xml).toContain('>Body<');
    // Rows pair like with like, so a row is highlighted only for what changed in it (these fixtures are English, and
    // Apertium da→nb turns "March" into "Marsj"), never for a shift.
    for (const row of xml.match(/<w:tr>(?:(?!<\/w:tr>)[\s\S])*FFF2AB[\s\S]*?<\/w:tr>/g) ?? []) expect(row).toMatch(/March|February/);
  }, 120_000);

  it('pairs the same paragraphs whatever order the zip lists its parts in (a flat list of paragraphs did not)', async () => {
    const source = readFileSync(path.join(FIXTURES, 'HeaderFooterUnicode.docx'));
    // The same document with its headers, footers and notes listed before the body, as another writer may store it.
    const zip = await JSZip.loadAsync(source);
    const reordered = new JSZip();
    const names = Object.keys(zip.files).sort((a, b) => Number(a === 'word/document.xml') - Number(b === 'word/document.xml'));
    for (const name of names) reordered.file(name, await zip.file(name)!.async('nodebuffer'));
    const other = await reordered.generateAsync({ type: 'nodebuffer' });
    const [flatBefore, flatAfter] = await Promise.all([segmentTextsOf({ bytes: source, kind: 'docx' }), segmentTextsOf({ bytes: other, kind: 'docx' })]);
    expect(flatAfter).not.toEqual(flatBefore);
    const [before, after] = await Promise.all([segmentSectionsOf({ bytes: source, kind: 'docx' }), segmentSectionsOf({ bytes: other, kind: 'docx' })]);
    expect(after).toEqual(before);
    expect(before.map((section) => section.key)).toEqual([
      'word/document.xml',
      'word/header1.xml',
      'word/header2.xml',
      'word/header3.xml',
      'word/footer1.xml',
      'word/footer2.xml',
      'word/footer3.xml',
      'word/footnotes.xml',
      'word/endnotes.xml',
    ]);
  });
});
