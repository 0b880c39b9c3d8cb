import { looksBinary } from './decodeText';
import { ExtractionError } from './ExtractionError';
import { ENCRYPTED_OR_LEGACY_OFFICE_REASON, invalidFileReason, unreadableFileMessage } from './extractionMessages';
import type { DocumentKind } from './types';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46]; // %PDF
/** Readers (Acrobat, pdf.js) accept a header preceded by junk within the first kilobyte. */
const PDF_HEADER_WINDOW_BYTES = 1024;

function hasSignatureAt(bytes: Uint8Array, signature: readonly number[], offset: number): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const lastOffset = Math.min(PDF_HEADER_WINDOW_BYTES, bytes.length) - PDF_SIGNATURE.length;
  for (let offset = 0; offset <= lastOffset; offset++) {
    if (hasSignatureAt(bytes, PDF_SIGNATURE, offset)) return true;
  }
  return false;
}

function signatureProblem(kind: DocumentKind, bytes: Uint8Array): string | undefined {
  switch (kind) {
    case 'docx':
    case 'pptx':
    case 'xlsx':
      if (hasSignatureAt(bytes, ZIP_SIGNATURE, 0)) return undefined;
      return hasSignatureAt(bytes, OLE_COMPOUND_FILE_SIGNATURE, 0)
        ? ENCRYPTED_OR_LEGACY_OFFICE_REASON
        : invalidFileReason(kind);
    case 'pdf':
      return hasPdfHeader(bytes) ? undefined : invalidFileReason(kind);
    case 'html':
    case 'txt':
      return looksBinary(bytes) ? invalidFileReason(kind) : undefined;
  }
}

/** A cheap look at the first bytes, so a renamed or damaged file fails with a clear reason before any parser runs. */
export function checkSignature(kind: DocumentKind, bytes: Uint8Array): void {
  const problem = signatureProblem(kind, bytes);
  if (problem !== undefined) throw new ExtractionError(unreadableFileMessage(kind, problem));
}
