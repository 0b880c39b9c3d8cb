import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseLanguage, type GlossaryEntry } from '@arcline/shared';
import { runApertiumPipeline } from './apertiumPipeline';
import { runCommand } from './runCommand';
import { decodeXmlText, encodeXmlText, htmlAttributeTexts, isOfficeKind, loadZip, mapHtmlTextNodes, mapOfficeParagraphs, replaceHtmlAttributeTexts, rezip } from './documentText';
import { rewrittenParagraphs } from './paragraphStream';
import { combineProtections, protectedLiterals } from './protectedLiterals';
import { protectedTerms, type ProtectedTerms } from './protectedTerms';
import type { EngineFileKind, EngineOptions, LanguagePair, TranslationEngineClient } from './types';
import { syncTextBoxes } from './textBoxes';
import { looksMarked, takeUnknownWordMarks, takeUnknownWordMarksInXml } from './unknownWords';

/** Apertium's names of the spec's languages it has Debian pairs for (da, nb, sv among themselves). */
export const APERTIUM_LANGUAGE_CODES: Readonly<Record<string, string>> = { da: 'dan', nb: 'nob', nn: 'nno', sv: 'swe' };

const TEXT_TIMEOUT_MS = 60_000;
const FILE_TIMEOUT_MS = 10 * 60_000;

export interface ApertiumOptions {
  /** The apertium program (Debian's /usr/bin/apertium by default). */
  command?: string;
}

/** Apertium's mode name for a pair, e.g. da → nb is `dan-nob`; undefined when a language has no Apertium name. */
export function apertiumMode(pair: LanguagePair): string | undefined {
  const source = APERTIUM_LANGUAGE_CODES[baseLanguage(pair.source)];
  const target = APERTIUM_LANGUAGE_CODES[baseLanguage(pair.target)];
  return source && target ? `${source}-${target}` : undefined;
}

/**
 * Glossary terms become placeholders in the file's text before Apertium runs (see protectedTerms); in office files
 * paragraph by paragraph, so a term spread over runs is found too (its placeholder goes in its first run).
 */
export async function protectApertiumFile(file: { bytes: Buffer; kind: EngineFileKind }, terms: ProtectedTerms, seen: { marked: boolean }): Promise<Buffer> {
  const note = (text: string) => {
    if (!seen.marked && looksMarked(text)) seen.marked = true;
    return text;
  };
  // Stored, not deflated: Apertium unzips it at once.
  if (isOfficeKind(file.kind)) return mapOfficeParagraphs(file.bytes, file.kind, (texts) => terms.protectRuns(texts).map(note), { stored: true });
  if (file.kind === 'html') return Buffer.from(mapHtmlTextNodes(file.bytes.toString('utf8'), (text) => note(terms.protect(text))));
  return Buffer.from(note(terms.protect(file.bytes.toString('utf8'))));
}

/**
 * Apertium's unknown-word marks are taken out of the text (and the words collected), the placeholders written back
 * and, for Word, the text box Word shows given the translation of its fallback copy (textBoxes.ts), in one pass.
 */
export async function restoreApertiumFile(bytes: Buffer, kind: EngineFileKind, terms: ProtectedTerms, unknown: string[] | null): Promise<Buffer> {
  const unmark = (xml: string) => {
    if (!unknown) return xml;
    const taken = takeUnknownWordMarksInXml(xml, '');
    unknown.push(...taken.words);
    return taken.text;
  };
  if (isOfficeKind(kind)) {
    // Every XML part streamed through, a text box (mc:AlternateContent) or the XML between them at a time, so a large
    // part is never held whole. A piece ends where a tag starts: the "<" put after it lets the last text be read.
    const restore = (xml: string) => terms.restore(unmark(`${xml}<`), encodeXmlText).slice(0, -1);
    const zip = await loadZip(bytes);
    for (const name of Object.keys(zip.files).filter((file) => /\.xml$/.test(file))) {
      zip.file(name, rewrittenParagraphs(zip.file(name)!, ['mc:AlternateContent'], (box) => (kind === 'docx' ? syncTextBoxes(restore(box)) : restore(box)), restore));
    }
    return rezip(zip);
  }
  if (kind === 'html') return Buffer.from(terms.restore(unmark(bytes.toString('utf8')), encodeXmlText));
  const text = bytes.toString('utf8');
  if (!unknown) return Buffer.from(terms.restore(text));
  const taken = takeUnknownWordMarks(text, '');
  unknown.push(...taken.words);
  return Buffer.from(terms.restore(taken.text));
}

/**
 * Apertium's pairs are among Danish, Norwegian and Swedish, whose noun endings mostly agree: inflected terms match.
 * Figures, currency codes, company forms and section references are protected too (protectedLiterals), so they
 * come back as they were instead of "2.500 000.", "NOG", "Fjord Aps" or "4 §".
 */
export const apertiumProtections = (glossary: readonly GlossaryEntry[]): ProtectedTerms =>
  combineProtections(protectedTerms(glossary, { inflections: true }), protectedLiterals());

/**
 * The offline engine: Apertium run as a child process. APERTIUM_TRANSFUSE=no keeps bold and italics of office files
 * (its transfuse step would merge formatted runs). Text keeps Apertium's unknown-word marks, which are taken out and
 * reported (unknownWords.ts); files run with -u, unknown words unmarked.
 */
export function createApertiumEngine(options: ApertiumOptions = {}): TranslationEngineClient {
  const command = options.command ?? 'apertium';
  const env = { ...process.env, APERTIUM_TRANSFUSE: 'no' };
  let installedModes: Promise<Set<string>> | undefined;

  function modes(): Promise<Set<string>> {
    installedModes ??= runCommand(command, ['-l'], { env, timeoutMs: TEXT_TIMEOUT_MS })
      .then((listing) => new Set(listing.split(/\s+/).filter(Boolean)))
      .catch(() => new Set<string>());
    return installedModes;
  }

  function requireMode(pair: LanguagePair): string {
    const mode = apertiumMode(pair);
    if (!mode) throw new Error(`Apertium has no pair for ${pair.source} to ${pair.target}.`);
    return mode;
  }

  /**
   * Input and output are files: Apertium reads stdin through /dev/stdin, which Node's socket pipes do not provide.
   * Files run the script's stages one by one (apertiumPipeline.ts), so the translated stream is counted for progress;
   * text runs the script itself.
   */
  async function translateInFolder(
    bytes: Buffer,
    kind: EngineFileKind,
    pair: LanguagePair,
    file?: { onProgress?(fraction: number): void; markUnknown?: boolean },
    markUnknown = false,
  ): Promise<Buffer> {
    const folder = await mkdtemp(path.join(tmpdir(), 'arcline-apertium-'));
    try {
      const input = path.join(folder, `source.${kind}`);
      const output = path.join(folder, `translated.${kind}`);
      await writeFile(input, bytes);
      if (file) await runApertiumPipeline(folder, kind, { command, mode: requireMode(pair), env, timeoutMs: FILE_TIMEOUT_MS, onProgress: file.onProgress, markUnknown: file.markUnknown });
      else await runCommand(command, [...(markUnknown ? [] : ['-u']), '-f', kind, requireMode(pair), input, output], { env, timeoutMs: FILE_TIMEOUT_MS });
      return await readFile(output);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Text runs with Apertium's unknown-word marks: they are taken out, and the words reported (onUnknownWords). */
  async function translateText(text: string, pair: LanguagePair, terms: ProtectedTerms, onUnknownWords?: (words: readonly string[]) => void): Promise<string> {
    const protectedText = terms.protect(text);
    const translated = await translateInFolder(Buffer.from(protectedText, 'utf8'), 'txt', pair, undefined, true);
    // Compared with the protected text, so a "#" before a protected figure ("#12" → "#ZQY0QZ") is the source's, not a mark.
    const { text: unmarked, words } = takeUnknownWordMarks(translated.toString('utf8'), protectedText);
    onUnknownWords?.(words);
    const output = terms.restore(unmarked);
    return text.endsWith('\n') ? output : output.replace(/\n$/, '');
  }

  /**
   * Apertium's HTML handler leaves attributes alone: the ones a reader sees as text (alt, title, placeholder,
   * aria-label, a button's value) go through the text path, one a line.
   */
  async function translateAttributeTexts(html: string, pair: LanguagePair, terms: ProtectedTerms): Promise<string> {
    const alts = htmlAttributeTexts(html);
    if (!alts.some((alt) => alt.trim())) return html;
    const lines = alts.map((alt) => decodeXmlText(alt).replace(/\s+/g, ' ').trim());
    const translated = (await translateText(`${lines.join('\n')}\n`, pair, terms)).split('\n');
    return replaceHtmlAttributeTexts(html, lines.map((line, index) => (line ? encodeXmlText(translated[index] ?? line) : line)));
  }

  const glossaryTerms = (options: EngineOptions) => apertiumProtections(options.glossary ?? []);

  return {
    name: 'apertium',
    async serves(pair) {
      const mode = apertiumMode(pair);
      return mode !== undefined && (await modes()).has(mode);
    },
    translateText(text, pair, options: EngineOptions = {}) {
      return translateText(text, pair, glossaryTerms(options), options.onUnknownWords);
    },
    /**
     * Files run with Apertium's unknown-word marks, taken out and reported (onUnknownWords), unless the file has text
     * that looks like a mark ("*Note", "#12"), which could not be told apart: that file runs unmarked, as before.
     */
    async translateFile(file: { bytes: Buffer; kind: EngineFileKind }, pair, options: EngineOptions = {}) {
      const terms = glossaryTerms(options);
      const seen = { marked: false };
      const protectedFile = await protectApertiumFile(file, terms, seen);
      const markUnknown = !seen.marked && options.onUnknownWords !== undefined;
      const unknown = markUnknown ? ([] as string[]) : null;
      const output = await translateInFolder(protectedFile, file.kind, pair, { onProgress: options.onProgress, markUnknown });
      const translated = await restoreApertiumFile(output, file.kind, terms, unknown);
      if (unknown) options.onUnknownWords?.(unknown);
      return file.kind === 'html' ? Buffer.from(await translateAttributeTexts(translated.toString('utf8'), pair, terms)) : translated;
    },
  };
}
