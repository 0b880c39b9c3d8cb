import { decodeText } from './decodeText';
import type { FormatContent } from './types';

const BLANK_LINE = /\n[^\S\n]*\n/;

/**
 * Blank lines separate paragraphs, and single newlines inside one are hard wraps.
 * A text without any blank line has one paragraph per line.
 */
export async function readTxt(bytes: Uint8Array): Promise<FormatContent> {
  const text = decodeText(bytes).replace(/\r\n?/g, '\n');
  return { paragraphs: BLANK_LINE.test(text) ? text.split(BLANK_LINE) : text.split('\n') };
}
