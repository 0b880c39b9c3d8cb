import { checkSignature } from './checkSignature';
import { detectKind } from './detectKind';
import { readDocx } from './docx';
import { ExtractionError } from './ExtractionError';
import { unreadableFileMessage } from './extractionMessages';
import { readHtml } from './html';
import { normalizeParagraphs } from './normalizeParagraphs';
import { readPdf } from './pdf';
import { readPptx } from './pptx';
import { readTxt } from './txt';
import type { DocumentKind, ExtractedDocument, FormatContent, FormatReader } from './types';
import { readXlsx } from './xlsx';
import { DEFAULT_EXTRACTION_LIMITS, LIMIT_MESSAGES, type ExtractionLimits } from './limits';
import { inflatesBeyond } from './inflatesBeyond';

export interface ExtractTextInput {
  bytes: Uint8Array;
  fileName: string;
  mimeType?: string;
}

const READERS: Record<DocumentKind, FormatReader> = {
  docx: readDocx,
  pdf: readPdf,
  pptx: readPptx,
  xlsx: readXlsx,
  html: readHtml,
  txt: readTxt,
};

const ZIP_KINDS: ReadonlySet<DocumentKind> = new Set(['docx', 'pptx', 'xlsx']);

async function readContent(kind: DocumentKind, bytes: Uint8Array, limits: ExtractionLimits): Promise<FormatContent> {
  try {
    return await READERS[kind](bytes, limits);
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    // Parsers fail in their own words; the user gets ours, the logs keep theirs as the cause.
    throw new ExtractionError(unreadableFileMessage(kind), { cause: error });
  }
}

/** The caps that can be checked before parsing: the file's size and, for zip formats, its unpacked size. */
async function checkCosts(kind: DocumentKind, bytes: Uint8Array, limits: ExtractionLimits): Promise<void> {
  if (bytes.byteLength > limits.maxBytes[kind]) throw new ExtractionError(LIMIT_MESSAGES.tooLarge(kind, limits));
  if (ZIP_KINDS.has(kind) && (await inflatesBeyond(bytes, limits.maxInflatedBytes))) throw new ExtractionError(LIMIT_MESSAGES.inflatesTooMuch(limits));
}

/**
 * The text of an uploaded file as paragraphs. The kind comes from the file name's extension, else the MIME type.
 * Throws ExtractionError, with a message fit for the user, for unsupported types, unreadable files and files
 * over a limit. In-process: callers with untrusted files use `extractTextWithinLimits` (a capped process).
 */
export async function extractText(input: ExtractTextInput, limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS): Promise<ExtractedDocument> {
  const kind = detectKind(input.fileName, input.mimeType);
  checkSignature(kind, input.bytes);
  await checkCosts(kind, input.bytes, limits);
  const content = await readContent(kind, input.bytes, limits);
  if (content.pageCount !== undefined && content.pageCount > limits.maxPages) throw new ExtractionError(LIMIT_MESSAGES.tooManyPages(limits));
  if (content.paragraphs.length > limits.maxParagraphs) throw new ExtractionError(LIMIT_MESSAGES.tooManyParagraphs(limits));
  const paragraphs = normalizeParagraphs(content.paragraphs);
  const extracted: ExtractedDocument = { kind, paragraphs, text: paragraphs.join('\n\n') };
  if (content.pageCount !== undefined) extracted.pageCount = content.pageCount;
  return extracted;
}
