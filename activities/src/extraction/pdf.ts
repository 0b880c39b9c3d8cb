import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import { composeAccents } from './composeAccents';
import { ExtractionError } from './ExtractionError';
import { PASSWORD_PROTECTED_REASON, unreadableFileMessage } from './extractionMessages';
import { pageParagraphs, type PlacedText } from './pdfLayout';
import type { FormatContent } from './types';
import { LIMIT_MESSAGES, type ExtractionLimits } from './limits';

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

export async function readPdf(bytes: Uint8Array, limits: ExtractionLimits): Promise<FormatContent> {
  const loadingTask = getDocument({
    data: bytes.slice(), // pdf.js transfers the buffer it is given to its worker, which would empty the caller's copy
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONTS_DIR,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
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
