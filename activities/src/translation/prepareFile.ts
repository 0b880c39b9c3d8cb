import { TRANSLATION_MESSAGES, fileExtensionOf } from '@arcline/shared';
import { ExtractionError, extractTextWithinLimits, runInParserProcess } from '../extraction';
import { isOfficeKind } from './documentText';
import { convertToDocx } from './libreOffice';
import type { EngineFileKind } from './types';

const OLE_COMPOUND_FILE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Text enough for language detection; the rest of a long file adds time, not accuracy. */
export const DETECTION_SAMPLE_CHARS = 2000;

/** An upload made ready for an engine: the format it translates, its characters (quota) and a sample (detection). */
export interface PreparedFile {
  kind: EngineFileKind;
  bytes: Buffer;
  characters: number;
  sample: string;
}

const KIND_BY_EXTENSION: Readonly<Record<string, EngineFileKind>> = {
  docx: 'docx',
  pptx: 'pptx',
  xlsx: 'xlsx',
  html: 'html',
  htm: 'html',
  txt: 'txt',
};

async function prepared(bytes: Buffer, kind: EngineFileKind, fileName: string): Promise<PreparedFile> {
  if (isOfficeKind(kind)) return { kind, bytes, ...(await runInParserProcess('inspectOfficeFile', { bytes, kind, sampleChars: DETECTION_SAMPLE_CHARS })) };
  const { text } = await extractTextWithinLimits({ bytes, fileName });
  return { kind, bytes, characters: text.length, sample: text.slice(0, DETECTION_SAMPLE_CHARS) };
}

/**
 * Checks that the bytes are what the file name says (office files by streaming their text parts, see
 * inspectOfficeFile; pages and text through the attachment extraction), each in a capped parser process as an
 * attachment is (runInParserProcess: time, heap and memory), and brings the two formats no engine
 * translates in place into .docx: a .doc through LibreOffice, a PDF's text as paragraphs (a PDF without text, a
 * scan, is refused with pdfWithoutText).
 * Throws ExtractionError with a message for the user when the file is not what it claims to be.
 */
export async function prepareFile(bytes: Buffer, fileName: string): Promise<PreparedFile> {
  const extension = fileExtensionOf(fileName);
  if (extension === 'doc') {
    if (!bytes.subarray(0, OLE_COMPOUND_FILE_SIGNATURE.length).equals(OLE_COMPOUND_FILE_SIGNATURE)) {
      throw new ExtractionError(TRANSLATION_MESSAGES.fileContentMismatch('doc'));
    }
    return prepared(await convertToDocx(bytes, 'doc'), 'docx', 'converted.docx');
  }
  if (extension === 'pdf') {
    const { paragraphs, text } = await extractTextWithinLimits({ bytes, fileName });
    // A scan has pages but no text: refused, never delivered as an empty .docx marked ready (issue 30).
    if (!/[\p{L}\p{N}]/u.test(text)) throw new ExtractionError(TRANSLATION_MESSAGES.pdfWithoutText);
    const docx = await convertToDocx(Buffer.from(paragraphs.map((paragraph) => paragraph.replace(/\s+/g, ' ')).join('\n'), 'utf8'), 'txt');
    return { kind: 'docx', bytes: docx, characters: text.length, sample: text.slice(0, DETECTION_SAMPLE_CHARS) };
  }
  const kind = KIND_BY_EXTENSION[extension];
  if (!kind) throw new ExtractionError(TRANSLATION_MESSAGES.unsupportedType);
  return prepared(bytes, kind, fileName);
}
