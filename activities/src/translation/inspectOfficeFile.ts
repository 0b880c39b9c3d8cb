import { StringDecoder } from 'node:string_decoder';
import type JSZip from 'jszip';
import { checkSignature } from '../extraction/checkSignature';
import { ExtractionError } from '../extraction/ExtractionError';
import { unreadableFileMessage } from '../extraction/extractionMessages';
import { inflatesBeyond } from '../extraction/inflatesBeyond';
import { DEFAULT_EXTRACTION_LIMITS, LIMIT_MESSAGES, type ExtractionLimits } from '../extraction/limits';
import { OFFICE_TEXT, decodeXmlText, loadZip, type OfficeKind } from './documentText';

/** The part every file of the kind has; without it the zip is not what its name says. */
const MAIN_PART: Record<OfficeKind, string> = { docx: 'word/document.xml', pptx: 'ppt/presentation.xml', xlsx: 'xl/workbook.xml' };

/** A DTD can declare entities (billion laughs, external files); office parts never carry one. */
const DOCUMENT_TYPE = /<!DOCTYPE|<!ENTITY/i;

/** Feeds an entry's text to `onChunk` as JSZip inflates it, a chunk at a time; an exception of onChunk stops it. */
function streamEntry(entry: JSZip.JSZipObject, onChunk: (text: string) => void): Promise<void> {
  const decoder = new StringDecoder('utf8');
  return new Promise((resolve, reject) => {
    const stream = entry.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        try {
          onChunk(decoder.write(chunk));
        } catch (error) {
          stream.pause();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      })
      .on('error', reject)
      .on('end', () => {
        try {
          onChunk(decoder.end());
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      })
      .resume();
  });
}

export interface OfficeTextSummary {
  /** Characters of text in the translatable parts (what the quota counts). */
  characters: number;
  /** The first characters of text, paragraphs on their own lines (for language detection). */
  sample: string;
}

/**
 * Checks that an office file is what its name says and measures its text, without building a document model: the
 * signature, the unpacked size (zip bombs), the main part, then each translatable XML part is streamed out of the zip
 * and its text elements counted. Memory stays at the zip plus one chunk; a DTD is refused.
 */
export async function inspectOfficeFile(bytes: Buffer, kind: OfficeKind, sampleChars: number, limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS): Promise<OfficeTextSummary> {
  checkSignature(kind, bytes);
  if (bytes.byteLength > limits.maxBytes[kind]) throw new ExtractionError(LIMIT_MESSAGES.tooLarge(kind, limits));
  if (await inflatesBeyond(bytes, limits.maxInflatedBytes)) throw new ExtractionError(LIMIT_MESSAGES.inflatesTooMuch(limits));
  const zip = await loadZip(bytes).catch((error: unknown) => {
    throw new ExtractionError(unreadableFileMessage(kind), { cause: error });
  });
  if (!zip.file(MAIN_PART[kind])) throw new ExtractionError(unreadableFileMessage(kind));

  const { parts, paragraph, text } = OFFICE_TEXT[kind];
  const pattern = new RegExp(`<${text}(?:\\s[^>]*)?>([^<]*)</${text}>|</(?:${paragraph.join('|')})>`, 'g');
  const openTextElement = new RegExp(`<${text}(?:\\s[^>]*)?>[^<]*(?:<[^>]*)?$`);
  const summary: OfficeTextSummary = { characters: 0, sample: '' };
  for (const name of Object.keys(zip.files).filter((file) => parts.test(file))) {
    let carry = '';
    await streamEntry(zip.file(name)!, (chunk) => {
      const xml = carry + chunk;
      if (DOCUMENT_TYPE.test(xml)) throw new ExtractionError(unreadableFileMessage(kind, 'it declares XML entities, which are not accepted'));
      let end = 0;
      for (const match of xml.matchAll(pattern)) {
        end = match.index + match[0].length;
        const content = match[1] === undefined ? '\n' : decodeXmlText(match[1]);
        if (match[1] !== undefined) summary.characters += content.length;
        if (summary.sample.length < sampleChars) summary.sample += content;
      }
      // What the next chunk completes: an open text element (with any tag that begins after its text), else a tag.
      const tail = xml.slice(end);
      carry = openTextElement.exec(tail)?.[0] ?? tail.slice(Math.max(0, tail.lastIndexOf('<')));
    });
  }
  summary.sample = summary.sample.slice(0, sampleChars);
  return summary;
}
