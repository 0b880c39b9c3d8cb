import {
  OFFICE_TEXT,
  decodeXmlText,
  encodeXmlText,
  htmlAltTexts,
  isOfficeKind,
  loadZip,
  mapHtmlTextNodes,
  paragraphPattern,
  replaceHtmlAltTexts,
  rezip,
  textElementPattern,
  type OfficeKind,
} from './documentText';
import type { EngineFileKind } from './types';

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

/** Leading or trailing spaces of a Word run are kept only with xml:space="preserve". */
function withPreservedSpace(open: string, text: string, kind: OfficeKind): string {
  if (kind !== 'docx' || !/^\s|\s$/.test(text) || open.includes('xml:space')) return open;
  return open.replace(/>$/, ' xml:space="preserve">');
}

interface OfficeParts {
  zip: Awaited<ReturnType<typeof loadZip>>;
  names: string[];
  xmls: string[];
}

async function officeParts(bytes: Buffer, kind: OfficeKind): Promise<OfficeParts> {
  const zip = await loadZip(bytes);
  const names = Object.keys(zip.files).filter((name) => OFFICE_TEXT[kind].parts.test(name));
  return { zip, names, xmls: await Promise.all(names.map((name) => zip.file(name)!.async('string'))) };
}

function officeSegments({ xmls }: OfficeParts, kind: OfficeKind): string[] {
  const { paragraph, text } = OFFICE_TEXT[kind];
  const element = textElementPattern(text);
  const segments: string[] = [];
  for (const xml of xmls) {
    for (const [para] of xml.matchAll(paragraphPattern(paragraph))) {
      const segment = segmentOf([...para.matchAll(element)].map((match) => match[2]!));
      if (segment !== null) segments.push(segment);
    }
  }
  return segments;
}

async function translateOffice(bytes: Buffer, kind: OfficeKind, translate: TranslateSegments): Promise<Buffer> {
  const parts = await officeParts(bytes, kind);
  const { paragraph, text } = OFFICE_TEXT[kind];
  const element = textElementPattern(text);
  const translated = await translate(officeSegments(parts, kind));
  let next = 0;
  parts.names.forEach((name, index) => {
    const xml = parts.xmls[index]!.replace(paragraphPattern(paragraph), (para) => {
      const runs = [...para.matchAll(element)];
      if (segmentOf(runs.map((match) => match[2]!)) === null) return para;
      const texts = runTextsOf(translated[next++] ?? '', runs.length);
      let run = 0;
      return para.replace(element, (_whole, open: string, _text: string, close: string) => {
        const value = texts[run++] ?? '';
        return `${withPreservedSpace(open, value, kind)}${encodeXmlText(value)}${close}`;
      });
    });
    parts.zip.file(name, xml);
  });
  return rezip(parts.zip);
}

async function translateHtml(html: string, translate: TranslateSegments): Promise<string> {
  const nodes: string[] = [];
  mapHtmlTextNodes(html, (text) => {
    nodes.push(decodeXmlText(text));
    return text;
  });
  const alts = htmlAltTexts(html).map(decodeXmlText);
  const translated = await translate([...nodes, ...alts.filter((alt) => alt.trim())]);
  let next = 0;
  const withNodes = mapHtmlTextNodes(html, (text) => {
    const value = translated[next++] ?? decodeXmlText(text);
    const [leading, trailing] = [/^\s*/.exec(text)![0], /\s*$/.exec(text)![0]];
    return `${leading}${encodeXmlText(value.trim())}${trailing}`;
  });
  return replaceHtmlAltTexts(withNodes, alts.map((alt) => encodeXmlText(alt.trim() ? (translated[next++] ?? alt) : alt)));
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
  if (isOfficeKind(file.kind)) segments = officeSegments(await officeParts(file.bytes, file.kind), file.kind);
  else {
    await translateFileBySegments(file, async (found) => {
      segments = found;
      return found;
    });
  }
  return segments.map((segment) => segment.replace(/<\/?t\d+>/g, ''));
}
