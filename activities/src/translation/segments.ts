import {
  OFFICE_TEXT,
  decodeXmlText,
  encodeXmlText,
  htmlAttributeTexts,
  isOfficeKind,
  loadZip,
  mapHtmlTextNodes,
  replaceHtmlAttributeTexts,
  rezip,
  textElementPattern,
  withPreservedSpace,
  type OfficeKind,
} from './documentText';
import { StringDecoder } from 'node:string_decoder';
import { paragraphScanner, rewrittenParagraphs } from './paragraphStream';
import type { EngineFileKind } from './types';

export { paragraphScanner };

/**
 * Segment-level file translation, for engines that translate text but not documents (Claude): the file's text is cut
 * into segments — a paragraph of an office file, a text node or alt text of a page, a line of a text file — that are
 * translated together and put back in place, so the structure is the file's own.
 *
 * A paragraph whose text is spread over several runs (bold, italics, a hyperlink, a word split by spell checking)
 * becomes one segment with an inline tag per run, `<t1>…</t1><t2>…</t2>`: the engine translates the sentence as a
 * whole and keeps the tags, and each run then gets the text of its tag, so formatting survives.
 */
export type TranslateSegments = (segments: string[]) => Promise<string[]>;

const RUN_TAG = /<t(\d+)>([\s\S]*?)<\/t\1>/g;

/** A paragraph's text elements as one segment (XML text decoded), or null when it has no text. */
function segmentOf(texts: string[]): string | null {
  const decoded = texts.map(decodeXmlText);
  if (!decoded.some((text) => text.trim())) return null;
  if (decoded.length === 1) return decoded[0]!;
  return decoded.map((text, index) => `<t${index + 1}>${text}</t${index + 1}>`).join('');
}

/** The translated segment's text per run; text the engine put outside the tags goes to the run before it. */
function runTextsOf(translated: string, runs: number): string[] {
  if (runs === 1) return [translated];
  const texts = new Array<string>(runs).fill('');
  let last = 0;
  let previous = 0;
  let tagged = false;
  for (const match of translated.matchAll(RUN_TAG)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= runs) continue;
    texts[previous] += translated.slice(last, match.index).replace(/<\/?t\d+>/g, '');
    texts[index] += match[2]!.replace(/<\/?t\d+>/g, '');
    last = match.index + match[0].length;
    previous = index;
    tagged = true;
  }
  if (!tagged) return [translated.replace(/<\/?t\d+>/g, ''), ...texts.slice(1)];
  texts[previous] += translated.slice(last).replace(/<\/?t\d+>/g, '');
  return texts;
}

/** The office file's translatable parts, each read as a stream of UTF-8 text. */
async function officeParts(bytes: Buffer, kind: OfficeKind) {
  const zip = await loadZip(bytes);
  const names = Object.keys(zip.files).filter((name) => OFFICE_TEXT[kind].parts.test(name));
  return { zip, names };
}

/** Reads a part of the zip through the scanner. */
async function scanPart(zip: Awaited<ReturnType<typeof loadZip>>, name: string, tags: readonly string[], visit: (piece: string, paragraph: boolean) => void) {
  const scanner = paragraphScanner(tags, visit);
  const decoder = new StringDecoder('utf8');
  await new Promise<void>((resolve, reject) => {
    zip
      .file(name)!
      .nodeStream('nodebuffer')
      .on('data', (chunk: Buffer) => scanner.write(decoder.write(chunk)))
      .on('error', reject)
      .on('end', () => {
        scanner.write(decoder.end());
        scanner.end();
        resolve();
      });
  });
}

/** A paragraph's segment (null without text) from its text elements. */
function paragraphSegment(para: string, element: RegExp): string | null {
  return segmentOf([...para.matchAll(element)].map((match) => match[2]!));
}

/** The file's segments in order, and where each part's segments start. */
async function officeSegments({ zip, names }: Awaited<ReturnType<typeof officeParts>>, kind: OfficeKind): Promise<{ segments: string[]; starts: Map<string, number> }> {
  const { paragraph, text } = OFFICE_TEXT[kind];
  const element = textElementPattern(text);
  const segments: string[] = [];
  const starts = new Map<string, number>();
  for (const name of names) {
    starts.set(name, segments.length);
    await scanPart(zip, name, paragraph, (piece, isParagraph) => {
      if (!isParagraph) return;
      const segment = paragraphSegment(piece, element);
      if (segment !== null) segments.push(segment);
    });
  }
  return { segments, starts };
}

/**
 * Office files are read twice as streams, so that a large part is never held whole (P5, bench/README.md): once for
 * the segments, and once more while the new zip is written, each paragraph rewritten with its translation as it
 * passes.
 */
async function translateOffice(bytes: Buffer, kind: OfficeKind, translate: TranslateSegments): Promise<Buffer> {
  const parts = await officeParts(bytes, kind);
  const { segments, starts } = await officeSegments(parts, kind);
  const translated = await translate(segments);
  const { zip, names } = parts;
  const { paragraph, text } = OFFICE_TEXT[kind];
  const element = textElementPattern(text);
  /** A paragraph with its translation, the part's next segment (`cursor`). */
  const rewrite = (para: string, cursor: { next: number }): string => {
    const runs = [...para.matchAll(element)];
    if (segmentOf(runs.map((match) => match[2]!)) === null) return para;
    const texts = runTextsOf(translated[cursor.next++] ?? '', runs.length);
    let run = 0;
    return para.replace(element, (_whole, open: string, _text: string, close: string) => {
      const value = texts[run++] ?? '';
      return `${withPreservedSpace(open, value, kind)}${encodeXmlText(value)}${close}`;
    });
  };
  for (const name of names) {
    // Each part from its own first segment: the parts' streams start flowing together.
    const cursor = { next: starts.get(name) ?? 0 };
    zip.file(name, rewrittenParagraphs(zip.file(name)!, paragraph, (para) => rewrite(para, cursor)));
  }
  return rezip(zip);
}

async function translateHtml(html: string, translate: TranslateSegments): Promise<string> {
  const nodes: string[] = [];
  mapHtmlTextNodes(html, (text) => {
    nodes.push(decodeXmlText(text));
    return text;
  });
  const alts = htmlAttributeTexts(html).map(decodeXmlText);
  const translated = await translate([...nodes, ...alts.filter((alt) => alt.trim())]);
  let next = 0;
  const withNodes = mapHtmlTextNodes(html, (text) => {
    const value = translated[next++] ?? decodeXmlText(text);
    const [leading, trailing] = [/^\s*/.exec(text)![0], /\s*$/.exec(text)![0]];
    return `${leading}${encodeXmlText(value.trim())}${trailing}`;
  });
  return replaceHtmlAttributeTexts(withNodes, alts.map((alt) => encodeXmlText(alt.trim() ? (translated[next++] ?? alt) : alt)));
}

async function translateLines(text: string, translate: TranslateSegments): Promise<string> {
  const lines = text.split('\n');
  const filled = lines.filter((line) => line.trim());
  const translated = await translate(filled);
  let next = 0;
  return lines.map((line) => (line.trim() ? (translated[next++] ?? line) : line)).join('\n');
}

/** Translates a file segment by segment; `translate` gets every segment of the file at once and answers in order. */
export async function translateFileBySegments(file: { bytes: Buffer; kind: EngineFileKind }, translate: TranslateSegments): Promise<Buffer> {
  if (isOfficeKind(file.kind)) return translateOffice(file.bytes, file.kind, translate);
  if (file.kind === 'html') return Buffer.from(await translateHtml(file.bytes.toString('utf8'), translate));
  return Buffer.from(await translateLines(file.bytes.toString('utf8'), translate));
}

/** A file's text as the segments it is translated by (paragraphs, text nodes, lines), without inline tags. */
export async function segmentTextsOf(file: { bytes: Buffer; kind: EngineFileKind }): Promise<string[]> {
  let segments: string[] = [];
  if (isOfficeKind(file.kind)) segments = (await officeSegments(await officeParts(file.bytes, file.kind), file.kind)).segments;
  else {
    await translateFileBySegments(file, async (found) => {
      segments = found;
      return found;
    });
  }
  return segments.map((segment) => segment.replace(/<\/?t\d+>/g, ''));
}

/** A section of the side-by-side: one part of the file (or the tables of the body), its paragraphs in order. */
export interface SegmentSection {
  /** The part's name in the zip ("word/header1.xml"), with "#tables" for the body's tables; "text" for html and txt. */
  key: string;
  /** Each paragraph's text without inline tags, null for a paragraph without text (kept, so positions agree). */
  paragraphs: (string | null)[];
}

const TABLE_OPEN = /<w:tbl[\s>]/g;
const TABLE_CLOSE = /<\/w:tbl>/g;

/**
 * A file's paragraphs by their place in its structure (issue 30): each part on its own (a Word file's body, its tables,
 * each header, footer, the footnotes, endnotes and comments; each slide and its notes), every paragraph counted, empty
 * ones as null. Two versions of one file pair paragraph for paragraph by key and position, whatever order their zips
 * list the parts in (Apertium writes its parts in another order, which shifted every row of the side-by-side).
 */
export async function segmentSectionsOf(file: { bytes: Buffer; kind: EngineFileKind }): Promise<SegmentSection[]> {
  if (!isOfficeKind(file.kind)) return [{ key: 'text', paragraphs: await segmentTextsOf(file) }];
  const { zip, names } = await officeParts(file.bytes, file.kind);
  const { paragraph, text } = OFFICE_TEXT[file.kind];
  const element = textElementPattern(text);
  const sections = new Map<string, (string | null)[]>();
  for (const name of [...names].sort(compareParts)) {
    let tableDepth = 0;
    await scanPart(zip, name, paragraph, (piece, isParagraph) => {
      if (!isParagraph) {
        tableDepth = Math.max(0, tableDepth + (piece.match(TABLE_OPEN)?.length ?? 0) - (piece.match(TABLE_CLOSE)?.length ?? 0));
        return;
      }
      const key = tableDepth > 0 ? `${name}#tables` : name;
      const list = sections.get(key) ?? [];
      list.push(paragraphSegment(piece, element)?.replace(/<\/?t\d+>/g, '') ?? null);
      sections.set(key, list);
    });
  }
  return [...sections].map(([key, paragraphs]) => ({ key, paragraphs })).sort((a, b) => compareParts(a.key, b.key));
}

/** The order of the side-by-side: the body, its tables, headers, footers, footnotes, endnotes, comments; slides by number, each before its notes. */
const PART_ORDER = ['document.xml', 'document.xml#tables', 'header', 'footer', 'footnotes', 'endnotes', 'comments', 'slide', 'notesSlide', 'sharedStrings', 'sheet'];

function partRank(key: string): [number, number, string] {
  const base = key.split('/').pop()!;
  const rank = PART_ORDER.findIndex((prefix) => (prefix.includes('.xml') ? base === prefix : base.startsWith(prefix)));
  const number = Number(/(\d+)\.xml/.exec(base)?.[1] ?? 0);
  // A slide's notes come right after it: slide 1, notes 1, slide 2, …
  if (base.startsWith('slide') || base.startsWith('notesSlide')) return [PART_ORDER.indexOf('slide'), number * 2 + (base.startsWith('notesSlide') ? 1 : 0), key];
  return [rank < 0 ? PART_ORDER.length : rank, number, key];
}

function compareParts(a: string, b: string): number {
  const [x, y] = [partRank(a), partRank(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
}
