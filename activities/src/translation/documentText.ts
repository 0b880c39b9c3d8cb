import JSZip from 'jszip';
import type { EngineFileKind } from './types';
import { decodeXmlText } from '../extraction/xmlText';

/** The zip-based kinds: their text lives in XML parts, in text elements grouped into paragraphs. */
export type OfficeKind = Extract<EngineFileKind, 'docx' | 'pptx' | 'xlsx'>;
export const isOfficeKind = (kind: EngineFileKind): kind is OfficeKind => kind === 'docx' || kind === 'pptx' || kind === 'xlsx';

/**
 * Where an office file's translatable text is: the parts (body, headers, footers, footnotes, endnotes, comments; slides
 * and notes; shared and inline strings — text boxes are paragraphs of those parts), the paragraph elements and, inside
 * them, the text elements. Deleted text of tracked changes (w:delText) and formulas (<f>) are other elements.
 */
export const OFFICE_TEXT = {
  docx: { parts: /^word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml$/, paragraph: ['w:p'], text: 'w:t' },
  pptx: { parts: /^ppt\/(slides\/slide|notesSlides\/notesSlide)\d+\.xml$/, paragraph: ['a:p'], text: 'a:t' },
  xlsx: { parts: /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/, paragraph: ['si', 'is'], text: 't' },
} as const satisfies Record<OfficeKind, { parts: RegExp; paragraph: readonly string[]; text: string }>;

export const textElementPattern = (tag: string) => new RegExp(`(<${tag}(?:\\s[^>]*)?>)([^<]*)(</${tag}>)`, 'g');

/** Innermost paragraphs: a paragraph holding a text box holds other paragraphs, which are matched on their own. */
export const paragraphPattern = (tags: readonly string[]) =>
  new RegExp(tags.map((tag) => `<${tag}(?:\\s[^>]*)?>(?:(?!<${tag}[\\s>])[\\s\\S])*?</${tag}>`).join('|'), 'g');

export async function loadZip(bytes: Buffer): Promise<JSZip> {
  return JSZip.loadAsync(bytes);
}

export async function rezip(zip: JSZip): Promise<Buffer> {
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true });
}

/** Rewrites each translatable XML part of an office file. */
export async function mapOfficeParts(bytes: Buffer, kind: OfficeKind, rewrite: (xml: string) => string | Promise<string>, parts = OFFICE_TEXT[kind].parts): Promise<Buffer> {
  const zip = await loadZip(bytes);
  for (const name of Object.keys(zip.files).filter((file) => parts.test(file))) {
    zip.file(name, await rewrite(await zip.file(name)!.async('string')));
  }
  return rezip(zip);
}

/** Leading or trailing spaces of a Word run are kept only with xml:space="preserve". */
export function withPreservedSpace(open: string, text: string, kind: OfficeKind): string {
  if (kind !== 'docx' || !/^\s|\s$/.test(text) || open.includes('xml:space')) return open;
  return open.replace(/>$/, ' xml:space="preserve">');
}

/**
 * Applies `map` to each paragraph of an office file's translatable parts: it gets the texts of the paragraph's text
 * elements (decoded) and answers their new texts, as many; the elements whose text changed are rewritten.
 */
export function mapOfficeParagraphs(bytes: Buffer, kind: OfficeKind, map: (texts: string[]) => string[]): Promise<Buffer> {
  const { paragraph, text } = OFFICE_TEXT[kind];
  const element = textElementPattern(text);
  return mapOfficeParts(bytes, kind, (xml) =>
    xml.replace(paragraphPattern(paragraph), (para) => {
      const runs = [...para.matchAll(element)];
      if (runs.length === 0) return para;
      const before = runs.map((match) => decodeXmlText(match[2]!));
      const after = map(before);
      let run = 0;
      return para.replace(element, (whole, open: string, _text: string, close: string) => {
        const index = run++;
        const value = after[index] ?? before[index]!;
        return value === before[index] ? whole : `${withPreservedSpace(open, value, kind)}${encodeXmlText(value)}${close}`;
      });
    }),
  );
}

const SCRIPT_OR_STYLE = /(<(script|style)\b[^>]*>[\s\S]*?<\/\2\s*>)/gi;

/** Applies `map` to the parts of an HTML page outside its script and style elements. */
function outsideScripts(html: string, map: (part: string) => string): string {
  return html
    .split(SCRIPT_OR_STYLE)
    .map((part, index) => (index % 3 === 0 ? map(part) : index % 3 === 1 ? part : ''))
    .join('');
}

/** Applies `map` to every text node of an HTML page (the title included), never to tags, scripts or styles. */
export function mapHtmlTextNodes(html: string, map: (text: string) => string): string {
  return outsideScripts(html, (part) => part.replace(/(^|>)([^<]+)(?=<|$)/g, (whole, open: string, text: string) => (text.trim() ? `${open}${map(text)}` : whole)));
}

const ALT_ATTRIBUTE = /(<[a-z][^>]*?\salt\s*=\s*)("([^"]*)"|'([^']*)')/gi;

/** The alt texts of an HTML page (entity-encoded, as written), outside scripts and styles. */
export function htmlAltTexts(html: string): string[] {
  const values: string[] = [];
  outsideScripts(html, (part) => {
    for (const match of part.matchAll(ALT_ATTRIBUTE)) values.push(match[3] ?? match[4] ?? '');
    return part;
  });
  return values;
}

/** Replaces the alt texts of an HTML page, in the order htmlAltTexts lists them. */
export function replaceHtmlAltTexts(html: string, translated: readonly string[]): string {
  let index = 0;
  return outsideScripts(html, (part) =>
    part.replace(ALT_ATTRIBUTE, (_whole, start: string, quoted: string) => {
      const value = translated[index++] ?? '';
      const quote = quoted.charAt(0);
      return `${start}${quote}${quote === '"' ? value.replace(/"/g, '&quot;') : value.replace(/'/g, '&#39;')}${quote}`;
    }),
  );
}

export { decodeXmlText };

export function encodeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
