import type { DocumentKind } from './types';

const KIND_DESCRIPTIONS: Record<DocumentKind, string> = {
  docx: 'a Word document',
  pdf: 'a PDF document',
  pptx: 'a PowerPoint presentation',
  xlsx: 'an Excel workbook',
  html: 'a web page',
  txt: 'a text file',
};

export function invalidFileReason(kind: DocumentKind): string {
  return `it is not a valid .${kind} file`;
}

export const PASSWORD_PROTECTED_REASON = 'it is protected by a password';

/** Office files that are encrypted (or saved in the pre-2007 binary format) are OLE containers, not zips. */
export const ENCRYPTED_OR_LEGACY_OFFICE_REASON = 'it is protected by a password or saved in an older Office format';

export function unreadableFileMessage(kind: DocumentKind, reason: string = invalidFileReason(kind)): string {
  return `The file could not be read as ${KIND_DESCRIPTIONS[kind]} (${kind}): ${reason}.`;
}

export function unsupportedFileTypeMessage(extension: string | undefined, mimeType: string | undefined): string {
  if (extension) return `Unsupported file type: .${extension}`;
  if (mimeType) return `Unsupported file type: ${mimeType}`;
  return 'Unsupported file type: the file name has no extension';
}
