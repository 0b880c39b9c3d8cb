import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { composeAccents } from './composeAccents';
import { ExtractionError } from './ExtractionError';
import { PASSWORD_PROTECTED_REASON, unreadableFileMessage } from './extractionMessages';
import { pageParagraphs, type PlacedText } from './pdfLayout';
import type { FormatContent } from './types';
import { LIMIT_MESSAGES, OUT_OF_MEMORY_MESSAGE, type ExtractionLimits } from './limits';

const PDFJS_ROOT = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** In Node, pdf.js reads these with fs; it wants directory paths that end with a separator. */
const CMAP_DIR = join(PDFJS_ROOT, 'cmaps') + sep;
const STANDARD_FONTS_DIR = join(PDFJS_ROOT, 'standard_fonts') + sep;

function isTextItem(item: TextItem | TextMarkedContent): item is TextItem {
  return 'str' in item;
}

function placedText(item: TextItem): PlacedText {
  const [, , c, d, x, y] = item.transform as number[];
  return {
    text: item.str,
    x: x ?? 0,
    y: y ?? 0,
    width: item.width,
    fontSize: Math.hypot(c ?? 0, d ?? 0) || item.height,
    endsLine: item.hasEOL,
  };
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

/**
 * pdf.js recovers from a stream it could not inflate (`Invalid stream: "RangeError: Array buffer allocation failed"`)
 * with a warning and the rest of the page dropped, so a PDF whose stream inflates past the memory cap came back as
 * partial text; the cap was only noticed when the resident peak happened to come near it. Here such a warning fails
 * the file (the parser process reports it as the memory cap); pdf.js's other warnings stay as quiet as before.
 */
async function withRefusedAllocationsRaised<T>(limits: ExtractionLimits, read: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  let refused: string | undefined;
  console.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (OUT_OF_MEMORY_MESSAGE.test(text)) refused ??= text;
  };
  try {
    const result = await read();
    if (refused) throw new ExtractionError(LIMIT_MESSAGES.tooMuchMemory(limits), { cause: new Error(refused) });
    return result;
  } finally {
    console.warn = warn;
  }
}

export function readPdf(bytes: Uint8Array, limits: ExtractionLimits): Promise<FormatContent> {
  return withRefusedAllocationsRaised(limits, () => readPdfText(bytes, limits));
}

async function readPdfText(bytes: Uint8Array, limits: ExtractionLimits): Promise<FormatContent> {
  const loadingTask = getDocument({
    data: bytes.slice(), // pdf.js transfers the buffer it is given to its worker, which would empty the caller's copy
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONTS_DIR,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    // Warnings on: pdf.js recovers from a stream it could not inflate with a warning (see withRefusedAllocationsRaised).
    verbosity: VerbosityLevel.WARNINGS,
  });
  try {
    const pdf = await loadingTask.promise.catch((error: unknown) => {
      if (isPasswordError(error)) {
        throw new ExtractionError(unreadableFileMessage('pdf', PASSWORD_PROTECTED_REASON), { cause: error });
      }
      throw error;
    });
    // A page tree may declare 100,000 pages in a kilobyte: refuse before reading one.
    if (pdf.numPages > limits.maxPages) throw new ExtractionError(LIMIT_MESSAGES.tooManyPages(limits));
    const paragraphs: string[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const page = await pdf.getPage(pageNumber);
      const { items } = await page.getTextContent();
      paragraphs.push(...pageParagraphs(items.filter(isTextItem).map(placedText)).map(composeAccents));
      page.cleanup();
      if (paragraphs.length > limits.maxParagraphs) throw new ExtractionError(LIMIT_MESSAGES.tooManyParagraphs(limits));
    }
    return { paragraphs, pageCount: pdf.numPages };
  } finally {
    await loadingTask.destroy();
  }
}
