import mammoth from 'mammoth';
import type { FormatContent } from './types';

/** mammoth ends every paragraph (table cells included) with a blank line; a single newline is a soft line break. */
const PARAGRAPH_END = /\n{2,}/;

export async function readDocx(bytes: Uint8Array): Promise<FormatContent> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { value } = await mammoth.extractRawText({ buffer });
  return { paragraphs: value.split(PARAGRAPH_END) };
}
