import { TRANSLATION_MESSAGES, fileExtensionOf } from '@arcline/shared';
import { extractText, ExtractionError } from '../extraction';
import { convertToDocx } from './libreOffice';
import type { EngineFileKind } from './types';

const OLE_COMPOUND_FILE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An upload made ready for an engine: the format it translates, and the text (for detection, quota and checks). */
export interface PreparedFile {
  kind: EngineFileKind;
  bytes: Buffer;
  text: string;
}

const KIND_BY_EXTENSION: Readonly<Record<string, EngineFileKind>> = {
  docx: 'docx',
  pptx: 'pptx',
  xlsx: 'xlsx',
  html: 'html',
  htm: 'html',
  txt: 'txt',
};

async function textOf(bytes: Buffer, fileName: string): Promise<string> {
  return (await extractText({ bytes: Uint8Array.from(bytes), fileName })).text;
}

/**
 * Checks that the bytes are what the file name says (through the attachment extraction, with its limits), and brings
 * the two formats no engine translates in place into .docx: a .doc through LibreOffice, a PDF's text as paragraphs.
 * Throws ExtractionError with a message for the user when the file is not what it claims to be.
 */
export async function prepareFile(bytes: Buffer, fileName: string): Promise<PreparedFile> {
  const extension = fileExtensionOf(fileName);
  if (extension === 'doc') {
    if (!bytes.subarray(0, OLE_COMPOUND_FILE_SIGNATURE.length).equals(OLE_COMPOUND_FILE_SIGNATURE)) {
      throw new ExtractionError(TRANSLATION_MESSAGES.fileContentMismatch('doc'));
    }
    const docx = await convertToDocx(bytes, 'doc');
    return { kind: 'docx', bytes: docx, text: await textOf(docx, 'converted.docx') };
  }
  if (extension === 'pdf') {
    const { paragraphs, text } = await extractText({ bytes: Uint8Array.from(bytes), fileName });
    const docx = await convertToDocx(Buffer.from(paragraphs.map((paragraph) => paragraph.replace(/\s+/g, ' ')).join('\n'), 'utf8'), 'txt');
    return { kind: 'docx', bytes: docx, text };
  }
  const kind = KIND_BY_EXTENSION[extension];
  if (!kind) throw new ExtractionError(TRANSLATION_MESSAGES.unsupportedType);
  return { kind, bytes, text: await textOf(bytes, fileName) };
}
