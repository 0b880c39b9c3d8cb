import JSZip from 'jszip';
import type { EngineFileKind } from './types';
import { decodeXmlText } from '../extraction/xmlText';
import { paragraphPattern, rewrittenParagraphs } from './paragraphStream';

export { paragraphPattern };

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


export async function loadZip(bytes: Buffer): Promise<JSZip> {
  return JSZip.loadAsync(bytes);
}

/** `stored`: not compressed, for a file only the next stage reads (Apertium's input), which saves deflating it. */
export async function rezip(zip: JSZip, options: { stored?: boolean } = {}): Promise<Buffer> {
  return zip.generateAsync({ type: 'nodebuffer', compression: options.stored ? 'STORE' : 'DEFLATE', streamFiles: true });
}

/** Leading or trailing spaces of a Word run are kept only with xml:space="preserve". */
export function withPreservedSpace(open: string, text: string, kind: OfficeKind): string {
  if (kind !== 'docx' || !/^\s|\s$/.test(text) || open.includes('xml:space')) return open;
  return open.replace(/>$/, ' xml:space="preserve">');
}

/**
 * Applies `map` to each paragraph of an office file's translatable parts: it gets the texts of the paragraph's text
 * elements (decoded) and answers their new texts, as many; the elements whose text changed are rewritten. The parts
 * are streamed through, a paragraph at a time, while the new zip is written (a large part is never held whole).
 */
export async function mapOfficeParagraphs(bytes: Buffer, kind: OfficeKind, map: (texts: string[]) => string[], options: { stored?: boolean } = {}): Promise<Buffer> {
  const { paragraph, text, parts } = OFFICE_TEXT[kind];
  const element = textElementPattern(text);
  const rewrite = (para: string): string => {
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
  };
  const zip = await loadZip(bytes);
  for (const name of Object.keys(zip.files).filter((file) => parts.test(file))) zip.file(name, rewrittenParagraphs(zip.file(name)!, paragraph, rewrite));
  return rezip(zip, options);
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

/** A start tag (attribute values may not hold '>'); its name is group 1. */
const START_TAG = /<([a-z][a-z0-9-]*)\b[^>]*>/gi;
/** The attributes a reader sees as text: alt, title, placeholder, aria-label, and a button's value (issue 30). */
const TEXT_ATTRIBUTE = /(\s(alt|title|placeholder|aria-label|value)\s*=\s*)("([^"]*)"|'([^']*)')/gi;
/** An <input> whose value is its caption: a button, not a field the user fills in. */
const BUTTON_INPUT = /\stype\s*=\s*["']?(button|submit|reset)\b/i;

/**
 * Calls `map` on the text attributes of an HTML page, outside scripts and styles, in order (entity-encoded, as written),
 * and writes back what it answers. A value is text only on a <button> or a button-like <input>.
 */
function mapHtmlAttributeTexts(html: string, map: (value: string) => string): string {
  return outsideScripts(html, (part) =>
    part.replace(START_TAG, (tag, name: string) =>
      tag.replace(TEXT_ATTRIBUTE, (whole, start: string, attribute: string, quoted: string, double?: string, single?: string) => {
        if (attribute.toLowerCase() === 'value' && !(name.toLowerCase() === 'button' || (name.toLowerCase() === 'input' && BUTTON_INPUT.test(tag)))) return whole;
        const value = map(double ?? single ?? '');
        const quote = quoted.charAt(0);
        return `${start}${quote}${quote === '"' ? value.replace(/"/g, '&quot;') : value.replace(/'/g, '&#39;')}${quote}`;
      }),
    ),
  );
}

/** The text attributes of an HTML page (alt, title, placeholder, aria-label, buttons' values), entity-encoded, in order. */
export function htmlAttributeTexts(html: string): string[] {
  const values: string[] = [];
  mapHtmlAttributeTexts(html, (value) => {
    values.push(value);
    return value;
  });
  return values;
}

/** Replaces the text attributes of an HTML page, in the order htmlAttributeTexts lists them. */
export function replaceHtmlAttributeTexts(html: string, translated: readonly string[]): string {
  let index = 0;
  return mapHtmlAttributeTexts(html, () => translated[index++] ?? '');
}

const HTML_START_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /(\s(?:xml:)?lang\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/gi;

/** The page's `<html lang>` (and `xml:lang`) set to the language it was translated into, added when missing. */
export function setHtmlLanguage(html: string, language: string): string {
  const tag = HTML_START_TAG.exec(html);
  if (!tag) return html;
  const hasLang = /\slang\s*=/i.test(tag[0]);
  const changed = hasLang ? tag[0].replace(LANG_ATTRIBUTE, (_whole, start: string) => `${start}"${language}"`) : tag[0].replace(/^<html/i, (open) => `${open} lang="${language}"`);
  return html.slice(0, tag.index) + changed + html.slice(tag.index + tag[0].length);
}

export { decodeXmlText };

export function encodeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
