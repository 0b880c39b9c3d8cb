import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';

/** The office fixtures of ../shared/fixtures/office (real files from open-source test suites, see their MANIFEST). */
export const OFFICE_FIXTURES = path.resolve(import.meta.dirname, '../../../shared/fixtures/office');
export const readOfficeFixture = (relative: string): Buffer => readFileSync(path.join(OFFICE_FIXTURES, relative));

/** Danish words Apertium da→nb certainly changes: Købesummen → Kjøpesummen, Sælgeren → Selgeren, … */
const DANISH_WORDS = ['Købesummen', 'Sælgeren', 'Aftalen', 'Køberen'];

/** Text elements whose content is translated: Word runs, DrawingML runs, shared strings of a workbook. */
export const TEXT_ELEMENT = { docx: 'w:t', pptx: 'a:t', xlsx: 't' } as const;
export type OfficeKind = keyof typeof TEXT_ELEMENT;

const PARTS: Record<OfficeKind, RegExp> = {
  docx: /^word\/document\.xml$/,
  pptx: /^ppt\/slides\/slide\d+\.xml$/,
  xlsx: /^xl\/sharedStrings\.xml$/,
};

const elementPattern = (tag: string) => new RegExp(`(<${tag}(?:\\s[^>]*)?>)([^<]*)(</${tag}>)`, 'g');

/**
 * The fixture's structure with Danish in every non-empty text element (the fixtures are in English, which Apertium's
 * da→nb leaves as it is), so a translation visibly changes the text while the markup stays the file's own.
 */
export async function withDanishText(bytes: Buffer, kind: OfficeKind): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  let index = 0;
  for (const name of Object.keys(zip.files).filter((file) => PARTS[kind].test(file))) {
    const xml = await zip.file(name)!.async('string');
    zip.file(
      name,
      xml.replace(elementPattern(TEXT_ELEMENT[kind]), (whole, open: string, text: string, close: string) =>
        text.trim() ? `${open}${DANISH_WORDS[index++ % DANISH_WORDS.length]} ${close}` : whole,
      ),
    );
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export interface OfficeShape {
  paragraphs: number;
  runs: number;
  tables: number;
  bold: number;
  formulas: number;
  texts: string[];
}

const count = (xml: string, pattern: RegExp) => (xml.match(pattern) ?? []).length;

/** What must survive translation: paragraph, run, table, bold and formula counts; and the texts, which must change. */
export async function shapeOf(bytes: Buffer, kind: OfficeKind): Promise<OfficeShape> {
  const zip = await JSZip.loadAsync(bytes);
  const parts = Object.keys(zip.files).filter((file) => PARTS[kind].test(file));
  const xml = (await Promise.all(parts.map((name) => zip.file(name)!.async('string')))).join('\n');
  const sheets = kind === 'xlsx' ? Object.keys(zip.files).filter((file) => /^xl\/worksheets\/sheet\d+\.xml$/.test(file)) : [];
  const sheetXml = (await Promise.all(sheets.map((name) => zip.file(name)!.async('string')))).join('\n');
  const texts = [...xml.matchAll(elementPattern(TEXT_ELEMENT[kind]))].map((match) => match[2]!).filter((text) => text.trim());
  return {
    paragraphs: count(xml, kind === 'docx' ? /<w:p[\s>]/g : /<a:p[\s>]/g),
    runs: count(xml, kind === 'docx' ? /<w:r[\s>]/g : kind === 'pptx' ? /<a:r[\s>]/g : /<r[\s>]/g),
    tables: count(xml, kind === 'docx' ? /<w:tbl[\s>]/g : /<a:tbl[\s>]/g),
    bold: count(xml, kind === 'docx' ? /<w:b(?:\s+w:val="(?:1|true)")?\s*\/>/g : /\sb="1"/g),
    formulas: count(sheetXml, /<f[\s>]/g),
    texts,
  };
}
