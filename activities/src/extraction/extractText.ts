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

async function readContent(kind: DocumentKind, bytes: Uint8Array): Promise<FormatContent> {
  try {
    return await READERS[kind](bytes);
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    // Parsers fail in their own words; the user gets ours, the logs keep theirs as the cause.
    throw new ExtractionError(unreadableFileMessage(kind), { cause: error });
  }
}

/**
 * The text of an uploaded file as paragraphs. The kind comes from the file name's extension, else the MIME type.
 * Throws ExtractionError, with a message fit for the user, for unsupported types and unreadable files.
 */
export async function extractText(input: ExtractTextInput): Promise<ExtractedDocument> {
  const kind = detectKind(input.fileName, input.mimeType);
  checkSignature(kind, input.bytes);
  const content = await readContent(kind, input.bytes);
  const paragraphs = normalizeParagraphs(content.paragraphs);
  const extracted: ExtractedDocument = { kind, paragraphs, text: paragraphs.join('\n\n') };
  if (content.pageCount !== undefined) extracted.pageCount = content.pageCount;
  return extracted;
}
