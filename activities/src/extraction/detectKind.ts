import { ExtractionError } from './ExtractionError';
import { unsupportedFileTypeMessage } from './extractionMessages';
import type { DocumentKind } from './types';

const KIND_BY_EXTENSION = new Map<string, DocumentKind>([
  ['docx', 'docx'],
  ['pdf', 'pdf'],
  ['pptx', 'pptx'],
  ['xlsx', 'xlsx'],
  ['html', 'html'],
  ['htm', 'html'],
  ['txt', 'txt'],
]);

const KIND_BY_MIME_TYPE = new Map<string, DocumentKind>([
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['text/html', 'html'],
  ['application/xhtml+xml', 'html'],
  ['text/plain', 'txt'],
]);

function fileExtension(fileName: string): string | undefined {
  const baseName = fileName.split(/[/\\]/).pop() ?? '';
  const dot = baseName.lastIndexOf('.');
  return dot > 0 && dot < baseName.length - 1 ? baseName.slice(dot + 1).toLowerCase() : undefined;
}

function essenceOf(mimeType: string | undefined): string | undefined {
  const essence = mimeType?.split(';')[0]?.trim().toLowerCase();
  return essence || undefined;
}

/** The extension decides; the MIME type only when the extension is missing or unknown. */
export function detectKind(fileName: string, mimeType?: string): DocumentKind {
  const extension = fileExtension(fileName);
  const essence = essenceOf(mimeType);
  const kind =
    (extension && KIND_BY_EXTENSION.get(extension)) || (essence && KIND_BY_MIME_TYPE.get(essence)) || undefined;
  if (!kind) throw new ExtractionError(unsupportedFileTypeMessage(extension, essence));
  return kind;
}
